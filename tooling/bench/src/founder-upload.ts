import type { BenchStack } from './bench-stack';

let uploads = 0;

/**
 * A deck as a founder's browser sends it, built before any clock starts: preparing the request body
 * (copies of a multi-MB file) is the sender's work, not the pipeline's.
 */
export function founderForm(file: string, bytes: Buffer): FormData {
  const form = new FormData();
  form.append('pdf_file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), file);
  return form;
}

/** Sends a deck (founderForm) through an investor's public page; answers the new deck's id. */
export async function uploadAsFounder(stack: BenchStack, username: string, form: FormData): Promise<string> {
  // Each upload as a different founder (the API trusts X-Forwarded-For from loopback), so the
  // per-address limit on anonymous submissions does not stop the bench.
  uploads += 1;
  const founder = `198.18.${Math.floor(uploads / 250)}.${(uploads % 250) + 1}`;
  const res = await fetch(`${stack.baseUrl}/api/pitch/${username}/submit/`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': founder },
  });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}
