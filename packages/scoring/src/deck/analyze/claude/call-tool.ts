import type Anthropic from '@anthropic-ai/sdk';
import { z } from 'zod';

export interface ClaudeCallOptions {
  model: string;
  /** Per-request budget; the SDK aborts the request after it. */
  timeoutMs: number;
  /** Retries on 429, 5xx and connection errors, with the SDK's exponential backoff and retry-after. */
  maxRetries: number;
  maxTokens: number;
}

/** Claude answered, but not with the structured output asked for. */
export class ClaudeOutputError extends Error {
  override readonly name = 'ClaudeOutputError';
}

export interface ToolCall<S extends z.ZodType> {
  toolName: string;
  toolDescription: string;
  schema: S;
  system: Anthropic.TextBlockParam[];
  content: Anthropic.ContentBlockParam[];
}

/**
 * One Messages call that must answer through a forced tool; its input is validated with zod.
 * Structured output by tool use keeps the model's answer machine-checked before code uses it.
 */
export async function callTool<S extends z.ZodType>(
  client: Anthropic,
  options: ClaudeCallOptions,
  call: ToolCall<S>,
): Promise<z.infer<S>> {
  const inputSchema = z.toJSONSchema(call.schema, { target: 'draft-7' }) as Anthropic.Tool.InputSchema;
  const message = await client.messages.create(
    {
      model: options.model,
      max_tokens: options.maxTokens,
      system: call.system,
      tools: [{ name: call.toolName, description: call.toolDescription, input_schema: inputSchema }],
      tool_choice: { type: 'tool', name: call.toolName },
      messages: [{ role: 'user', content: call.content }],
    },
    { timeout: options.timeoutMs, maxRetries: options.maxRetries },
  );
  const toolUse = message.content.find(
    (block): block is Anthropic.ToolUseBlock => block.type === 'tool_use' && block.name === call.toolName,
  );
  if (!toolUse)
    throw new ClaudeOutputError(`Claude did not call ${call.toolName} (stop reason ${message.stop_reason})`);
  const parsed = call.schema.safeParse(toolUse.input);
  if (!parsed.success)
    throw new ClaudeOutputError(
      `Claude's ${call.toolName} input failed validation: ${z.prettifyError(parsed.error)}`,
    );
  return parsed.data;
}

/** Marks a system block as a prompt-cache breakpoint: everything up to it is reused across calls. */
export function cached(text: string): Anthropic.TextBlockParam {
  return { type: 'text', text, cache_control: { type: 'ephemeral' } };
}
