import { randomBytes } from 'node:crypto';

/**
 * A multipart/form-data body with one `pdf_file`, its file name written the way browsers write it
 * (the HTML standard escapes `"`, CR and LF as %22, %0D and %0A and leaves the rest as it is), so a
 * hostile name reaches the server the way a real form would send it.
 */
export function browserMultipart(fileName: string, bytes: Buffer) {
  const boundary = `----pitchfit${randomBytes(8).toString('hex')}`;
  const escaped = fileName.replaceAll('"', '%22').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="pdf_file"; filename="${escaped}"\r\nContent-Type: application/pdf\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head, 'utf8'), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
