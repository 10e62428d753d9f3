import { router } from '../../init';
import { correctReadingProcedure } from './correct-reading';
import { getReadingProcedure } from './get-reading';

export const thesisRouter = router({
  reading: getReadingProcedure,
  correctReading: correctReadingProcedure,
});
