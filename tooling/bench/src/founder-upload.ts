import type { BenchStack } from './bench-stack';

let uploads = 0;

/** Sends a deck through an investor's public page; answers the new deck's id. */
export async function uploadAsFounder(
  stack: BenchStack,
  username: string,
  file: string,
  bytes: Buffer,
): Promise<string> {
  const form = new FormData();
  form.append('pdf_file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), file);
  // Each upload as a different founder (the API trusts X-Forwarded-For from loopback), so the
  // per-address limit on anonymous submissions does not stop the bench.
  uploads += 1;
  const founder = `198.18.${Math.floor(uploads / 250)}.${(uploads % 250) + 1}`;
  const res = await fetch(`${stack.baseUrl}/api/pitch/${username}/submit/`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': founder },
  });
  if (res.status !== 201) throw new Error(`upload of ${file} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}
