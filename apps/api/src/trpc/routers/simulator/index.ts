import { router } from '../../init';
import { gradeApplicationProcedure } from './grade-application';

export const simulatorRouter = router({
  grade: gradeApplicationProcedure,
});
