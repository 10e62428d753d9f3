import type Anthropic from '@anthropic-ai/sdk';
import type { Application, GradeResult } from '@pitchfit/contracts/application';
import { GRADE_WAIT_TIMEOUT_MS } from '@pitchfit/contracts/constants';
import { z } from 'zod';
import {
  type ClaudeGrade,
  claudeGradeSchema,
  GRADE_SYSTEM_PROMPT,
  GRADE_TOOL,
  GRADE_TOOL_NAME,
  renderApplication,
} from './claude-grade-prompt';
import { consistentEvaluation } from './evaluation-consistency';
import type { ApplicationGrader } from './grader';

/** Bump when the prompt or the tool schema changes. */
export const CLAUDE_GRADER_VERSION = '1';

/**
 * The API gives up waiting for a grade after GRADE_WAIT_TIMEOUT_MS; Claude, its retries included,
 * must give up well before that so the built-in fallback still answers in time.
 */
const DEFAULT_DEADLINE_MS = GRADE_WAIT_TIMEOUT_MS - 10_000;
/** A full grade is a few hundred tokens; this leaves room without letting a runaway answer cost much. */
const DEFAULT_MAX_TOKENS = 2_000;

export interface ClaudeGraderOptions {
  model: string;
  /** Budget for the whole call, SDK retries and backoff included. */
  deadlineMs?: number;
  maxTokens?: number;
}

export type ClaudeGradeFailure = 'deadline' | 'no-tool-call' | 'invalid-answer';

export class ClaudeGradeError extends Error {
  override readonly name = 'ClaudeGradeError';
  constructor(
    readonly failure: ClaudeGradeFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Claude's answer is trusted for judgement, not for the consistency rule: that is enforced here. */
function toGradeResult(grade: ClaudeGrade): GradeResult {
  const score = Number(grade.score.toFixed(3));
  return {
    score,
    evaluation: consistentEvaluation(score, grade.evaluation),
    strengths: grade.strengths,
    weaknesses: grade.weaknesses,
    improvements: grade.improvements,
  };
}

function parseGrade(message: Anthropic.Message): GradeResult {
  const call = message.content.find(
    (block): block is Anthropic.ToolUseBlock => block.type === 'tool_use' && block.name === GRADE_TOOL_NAME,
  );
  if (!call) {
    throw new ClaudeGradeError(
      'no-tool-call',
      `Claude answered without calling ${GRADE_TOOL_NAME} (stop reason ${message.stop_reason})`,
    );
  }
  const parsed = claudeGradeSchema.safeParse(call.input);
  if (!parsed.success) {
    throw new ClaudeGradeError(
      'invalid-answer',
      `Claude's grade failed validation: ${z.prettifyError(parsed.error)}`,
    );
  }
  return toGradeResult(parsed.data);
}

/**
 * Grades with Claude through a forced tool call whose input is validated with zod. Retries on 429,
 * 5xx and timeouts are the SDK's (maxRetries and timeout are set where the client is built, in
 * ../claude/client.ts); every failure throws, so gradeWithFallback records it and uses the
 * built-in grader.
 */
export function claudeGrader(client: Anthropic, options: ClaudeGraderOptions): ApplicationGrader {
  const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
  return {
    name: 'claude',
    version: `${CLAUDE_GRADER_VERSION}:${options.model}`,
    grade: async (application: Application) => {
      const deadline = AbortSignal.timeout(deadlineMs);
      let message: Anthropic.Message;
      try {
        message = await client.messages.create(
          {
            model: options.model,
            max_tokens: options.maxTokens ?? DEFAULT_MAX_TOKENS,
            system: [{ type: 'text', text: GRADE_SYSTEM_PROMPT, cache_control: { type: 'ephemeral' } }],
            tools: [GRADE_TOOL],
            tool_choice: { type: 'tool', name: GRADE_TOOL_NAME },
            messages: [{ role: 'user', content: renderApplication(application) }],
          },
          { signal: deadline },
        );
      } catch (error) {
        if (deadline.aborted) {
          throw new ClaudeGradeError('deadline', `Claude did not answer within ${deadlineMs} ms`, {
            cause: error,
          });
        }
        throw error;
      }
      return parseGrade(message);
    },
  };
}
