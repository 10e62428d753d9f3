import type Anthropic from '@anthropic-ai/sdk';
import { CLAUDE_ENGINE_VERSION } from '../engine-version';
import type { FollowUpGenerator } from '../thesis/follow-up';
import { cached, callTool } from './call-tool';
import { FOLLOW_UP_INSTRUCTIONS } from './prompts';
import { claudeFollowUpSchema } from './schemas';

const FOLLOW_UP_MAX_TOKENS = 1024;

/** Follow-up questions written by Claude; wrap with runWithFallback(claude, builtin, ...) for the offline fallback. */
export function createClaudeFollowUps(
  client: Anthropic,
  options: { model: string; timeoutMs?: number; maxRetries?: number },
): FollowUpGenerator {
  return {
    name: 'claude',
    version: `${CLAUDE_ENGINE_VERSION}+${options.model}`,
    async questions(thesis) {
      const output = await callTool(
        client,
        {
          model: options.model,
          timeoutMs: options.timeoutMs ?? 30_000,
          maxRetries: options.maxRetries ?? 3,
          maxTokens: FOLLOW_UP_MAX_TOKENS,
        },
        {
          toolName: 'ask_follow_up_questions',
          toolDescription: 'Ask the investor 3 to 6 questions about what their thesis leaves unclear.',
          schema: claudeFollowUpSchema,
          system: [cached(FOLLOW_UP_INSTRUCTIONS)],
          content: [{ type: 'text', text: `<thesis>\n${thesis}\n</thesis>` }],
        },
      );
      return output.questions;
    },
  };
}
