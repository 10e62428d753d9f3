import { router } from '../../init';
import { getQuestionsProcedure } from './get-questions';
import { submitAnswersProcedure } from './submit-answers';
import { submitThesisProcedure } from './submit-thesis';

export const profileRouter = router({
  submitThesis: submitThesisProcedure,
  submitAnswers: submitAnswersProcedure,
  questions: getQuestionsProcedure,
});
