import { router } from '../../init';
import { correctReadingProcedure } from './correct-reading';
import { getReadingProcedure } from './get-reading';
import { whatIfProcedure } from './what-if';

export const thesisRouter = router({
  reading: getReadingProcedure,
  correctReading: correctReadingProcedure,
  whatIf: whatIfProcedure,
});
