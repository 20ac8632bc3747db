import { Box, Button, Card, Circle, Code, DataList, Flex, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { CircleCheck, FileUp, Play, RotateCcw, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { FilePicker } from './FilePicker';
import { formatBytes, uploadPercent, uploadProgressText } from './upload-logic';
import type { ReportUploadFlow } from './use-report-upload';

/** The two-step card of operations §2: Step 1 Select PDF File, Step 2 Process Upload. */
export function UploadStepsCard({ flow, canProcess }: { flow: ReportUploadFlow; canProcess: boolean }) {
  const { phase, uploaded } = flow;
  return (
    <Card.Root as="section" aria-label="Upload a report" variant="outline" bg="bg.panel">
      <Card.Body p={{ base: '4', md: '6' }}>
        <Stack gap={{ base: '6', md: '8' }}>
          <Step number={1} title="Select PDF File" done={phase !== 'select' && phase !== 'uploading'} id="step-select">
            {uploaded ? (
              <Text textStyle="sm" color="fg.muted">
                File stored. Use Upload Different File to start over with another PDF.
              </Text>
            ) : (
              <FilePicker file={flow.file} problem={flow.fileProblem} disabled={!canProcess || phase === 'uploading'} onSelect={flow.selectFile} />
            )}
          </Step>
          <Step number={2} title="Process Upload" done={phase === 'tracking' && flow.liveState === 'complete'} id="step-process">
            {uploaded ? <UploadedActions flow={flow} canProcess={canProcess} /> : <UploadActions flow={flow} />}
          </Step>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Step({ number, title, done, id, children }: { number: number; title: string; done: boolean; id: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <HStack gap="3" mb="4">
        <Circle size="8" bg={done ? 'green.solid' : 'colorPalette.solid'} colorPalette="blue" color="white" fontWeight="bold" textStyle="sm" flexShrink={0} aria-hidden>
          {done ? <CircleCheck size={18} /> : number}
        </Circle>
        <Heading as="h2" id={id} size="md">
          Step {number}: {title}
        </Heading>
      </HStack>
      <Box ps={{ base: '0', md: '11' }}>{children}</Box>
    </Box>
  );
}

function UploadActions({ flow }: { flow: ReportUploadFlow }) {
  const uploading = flow.phase === 'uploading';
  return (
    <Stack gap="4">
      {uploading && flow.sent && (
        <Progress.Root value={uploadPercent(flow.sent.loaded, flow.sent.total)} colorPalette="blue" size="md">
          <Progress.Track aria-label="Upload progress" aria-valuetext={uploadProgressText(flow.sent.loaded, flow.sent.total)}>
            <Progress.Range />
          </Progress.Track>
          <Text mt="2" textStyle="sm" color="fg.muted" fontVariantNumeric="tabular-nums" aria-live="polite" data-testid="upload-progress-text">
            {uploadProgressText(flow.sent.loaded, flow.sent.total)}
          </Text>
        </Progress.Root>
      )}
      <Flex gap="3" wrap="wrap">
        <Button colorPalette="blue" onClick={() => void flow.upload()} disabled={!flow.canUpload} loading={uploading} loadingText="Uploading…" w={{ base: 'full', sm: 'auto' }}>
          <FileUp /> Upload File
        </Button>
        {uploading && (
          <Button variant="outline" onClick={flow.cancelUpload} w={{ base: 'full', sm: 'auto' }}>
            <X /> Cancel upload
          </Button>
        )}
      </Flex>
      {!flow.file && !uploading && (
        <Text textStyle="sm" color="fg.muted">
          Choose a PDF in step 1 to enable the upload.
        </Text>
      )}
    </Stack>
  );
}

function UploadedActions({ flow, canProcess }: { flow: ReportUploadFlow; canProcess: boolean }) {
  const uploaded = flow.uploaded!;
  const initializing = flow.phase === 'initializing';
  const parsing = flow.phase === 'tracking' && flow.running;
  return (
    <Stack gap="4">
      <Box rounded="l2" borderWidth="1px" borderColor="green.muted" bg="green.subtle" p="4" data-testid="upload-complete">
        <HStack gap="2" mb="3" color="green.fg">
          <CircleCheck size={18} aria-hidden />
          <Text fontWeight="semibold">Upload complete</Text>
        </HStack>
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          <DataList.Item>
            <DataList.ItemLabel>File name</DataList.ItemLabel>
            <DataList.ItemValue overflowWrap="anywhere">{uploaded.filename}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Size</DataList.ItemLabel>
            <DataList.ItemValue>{formatBytes(uploaded.size)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Upload ID</DataList.ItemLabel>
            <DataList.ItemValue>
              <Code size="sm" overflowWrap="anywhere" data-testid="upload-id">
                {uploaded.tempReportId}
              </Code>
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Box>
      <Flex gap="3" wrap="wrap">
        <Button
          colorPalette="blue"
          onClick={() => void flow.parse()}
          disabled={!flow.canParse}
          loading={initializing || parsing}
          loadingText={initializing ? 'Initializing…' : 'Parsing…'}
          w={{ base: 'full', sm: 'auto' }}
        >
          <Play /> Parse File
        </Button>
        <Button variant="outline" onClick={flow.reset} disabled={!flow.canUploadDifferent} w={{ base: 'full', sm: 'auto' }}>
          <RotateCcw /> Upload Different File
        </Button>
      </Flex>
      {canProcess && flow.phase === 'tracking' && flow.liveState === 'failed' && (
        <Text textStyle="sm" color="fg.muted">
          This upload could not be parsed. Resume it from the banner above when it has saved zones, or upload a different file.
        </Text>
      )}
      {canProcess && flow.phase === 'tracking' && flow.liveState === 'rate_limited' && (
        <Text textStyle="sm" color="fg.muted">
          The report is paused and resumes by itself; it stays in the banner above if you upload another file meanwhile.
        </Text>
      )}
    </Stack>
  );
}
