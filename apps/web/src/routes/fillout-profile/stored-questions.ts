import { STORAGE_KEYS } from '@pitchfit/contracts/constants';
import { type ProfileQuestion, profileQuestionSchema } from '@pitchfit/contracts/profile';

/** Questions as the thesis page stored them; anything unreadable counts as none. */
export function parseStoredQuestions(raw: string | null): ProfileQuestion[] {
  if (!raw) return [];
  try {
    const parsed = profileQuestionSchema.array().safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** SPEC section 4: the thesis answer's questions and thesis are kept locally for the questions page. */
export function storeThesisFollowUp(questions: ProfileQuestion[], thesis: string): void {
  localStorage.setItem(STORAGE_KEYS.profileQuestions, JSON.stringify(questions));
  localStorage.setItem(STORAGE_KEYS.vcThesisForFillout, thesis);
}

export function readThesisFollowUp(): { questions: ProfileQuestion[]; thesis: string | null } {
  return {
    questions: parseStoredQuestions(localStorage.getItem(STORAGE_KEYS.profileQuestions)),
    thesis: localStorage.getItem(STORAGE_KEYS.vcThesisForFillout),
  };
}

/** Once answered, the stored copy has served its purpose; the server keeps the questions. */
export function clearThesisFollowUp(): void {
  localStorage.removeItem(STORAGE_KEYS.profileQuestions);
  localStorage.removeItem(STORAGE_KEYS.vcThesisForFillout);
}

/** The answers saved on the server, by question id; a question not answered yet has none. */
export function savedAnswers(
  questions: readonly { id: string; answer: string | null }[],
): Record<string, string> {
  return Object.fromEntries(
    questions.flatMap((question) => (question.answer ? [[question.id, question.answer] as const] : [])),
  );
}
