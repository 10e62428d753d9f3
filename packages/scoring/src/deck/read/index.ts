export { DeckReadError, type DeckReadErrorCode } from './deck-read-error';
export { createOcrEngine } from './ocr-engine';
export { OcrFailedError, readDeck } from './read-deck';
export {
  DECK_READ_LIMITS,
  type DeckDocument,
  type DeckPage,
  type OcrEngine,
  type ReadDeckOptions,
} from './types';
