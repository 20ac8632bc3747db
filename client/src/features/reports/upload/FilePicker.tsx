import { Box, Flex, HStack, Icon, IconButton, Stack, Text } from '@chakra-ui/react';
import { FileText, UploadCloud, X } from 'lucide-react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { formatBytes, type FileProblem } from './upload-logic';

interface FilePickerProps {
  file: File | null;
  problem: FileProblem | null;
  disabled: boolean;
  onSelect: (file: File | null) => void;
}

/**
 * Step 1: a drop zone that is also the label of a visually hidden file input (accessible name "PDF file"), so
 * clicking, keyboard (Tab, then Space or Enter) and dragging a file all work.
 */
export function FilePicker({ file, problem, disabled, onSelect }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  // Cleared from outside (Upload Different File, a refused file): let the same file be picked again.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    onSelect(event.dataTransfer.files[0] ?? null);
  };

  const clear = () => onSelect(null);

  return (
    <Stack gap="3">
      <Box
        as="label"
        display="block"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'colorPalette.solid' : problem ? 'border.error' : 'border'}
        bg={dragging ? 'colorPalette.subtle' : 'bg.subtle'}
        colorPalette="blue"
        rounded="l3"
        p={{ base: '5', md: '8' }}
        textAlign="center"
        cursor={disabled ? 'not-allowed' : 'pointer'}
        opacity={disabled ? 0.6 : 1}
        transition="background 0.15s, border-color 0.15s"
        _hover={disabled ? undefined : { borderColor: 'colorPalette.solid' }}
        _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
        onDragOver={(event: DragEvent) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="pdf-dropzone"
      >
        <input
          ref={input}
          type="file"
          accept="application/pdf,.pdf"
          aria-label="PDF file"
          aria-describedby="pdf-file-hint"
          aria-invalid={problem ? true : undefined}
          disabled={disabled}
          onChange={(event) => onSelect(event.target.files?.[0] ?? null)}
          style={{ position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0,0,0,0)', whiteSpace: 'nowrap', border: 0 }}
        />
        <Stack align="center" gap="2">
          <Icon boxSize="8" color="colorPalette.fg">
            <UploadCloud aria-hidden />
          </Icon>
          <Text fontWeight="semibold">{dragging ? 'Drop the PDF here' : 'Drag and drop your Salem report here'}</Text>
          <Text id="pdf-file-hint" textStyle="sm" color="fg.muted">
            or click to browse · PDF only, up to 10MB
          </Text>
        </Stack>
      </Box>

      {problem && (
        <Text role="alert" textStyle="sm" color="fg.error">
          {problem.title}: {problem.description}
        </Text>
      )}

      {file && <SelectedFile file={file} onRemove={disabled ? null : clear} />}
    </Stack>
  );
}

/** The chosen file with its size, and Remove while the upload has not started. */
function SelectedFile({ file, onRemove }: { file: File; onRemove: (() => void) | null }) {
  return (
    <Flex align="center" gap="3" p="3" rounded="l2" borderWidth="1px" borderColor="border" bg="bg.panel" data-testid="selected-file">
      <Icon boxSize="5" color="red.fg" flexShrink={0}>
        <FileText aria-hidden />
      </Icon>
      <Box flex="1" minW="0">
        <Text textStyle="sm" fontWeight="medium" truncate title={file.name}>
          {file.name}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          {formatBytes(file.size)}
        </Text>
      </Box>
      {onRemove && (
        <HStack>
          <IconButton aria-label="Remove selected file" variant="ghost" size="sm" onClick={onRemove}>
            <X />
          </IconButton>
        </HStack>
      )}
    </Flex>
  );
}
