import { deflateSync } from 'node:zlib';

/**
 * A one-page PDF whose content stream is `op` repeated until it inflates to `inflatedMb`: a few hundred KB on
 * the wire, hundreds of MB (and as much work) once pdfjs decodes it. `op` chooses what it costs: text operators
 * make text items (memory), graphics-state operators only work (time).
 */
export function pdfBomb(inflatedMb: number, op = 'BT /F1 1 Tf 10 10 Td (AAAA BBBB) Tj ET\n'): Buffer {
  const unit = Buffer.from(op);
  const content = Buffer.alloc(Math.ceil((inflatedMb * 1024 * 1024) / unit.length) * unit.length);
  for (let at = 0; at < content.length; at += unit.length) unit.copy(content, at);
  const stream = deflateSync(content, { level: 9 });
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    Buffer.concat([Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`), stream, Buffer.from('\nendstream')]),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0].length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const part = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.isBuffer(body) ? body : Buffer.from(body), Buffer.from('\nendobj\n')]);
    parts.push(part);
    length += part.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}` +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(xref)]);
}
