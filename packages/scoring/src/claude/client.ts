import Anthropic from '@anthropic-ai/sdk';

export interface ClaudeClientOptions {
  apiKey: string;
  baseURL?: string | undefined;
  timeoutMs: number;
  /** SDK-level retries on 429, 5xx and connection errors, with its exponential backoff and retry-after. */
  maxRetries?: number;
}

export function createClaudeClient(options: ClaudeClientOptions): Anthropic {
  return new Anthropic({
    apiKey: options.apiKey,
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries ?? 3,
  });
}

export type { Anthropic };
