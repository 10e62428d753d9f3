import type Anthropic from '@anthropic-ai/sdk';
import type { ApplicationGrader } from './grader';

// Placeholder until the Claude grader lands in this same change set.
export function claudeGrader(_client: Anthropic, _options: { model: string }): ApplicationGrader {
  return {
    name: 'claude',
    version: '0',
    grade: async () => {
      throw new Error('Claude grader not implemented yet');
    },
  };
}
