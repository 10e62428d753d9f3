export { extractInThread } from './analyze-in-thread';
export { DeckReadError, type DeckReadErrorCode } from './deck-read-error';
export { createOcrEngine, leaseSharedOcrEngine, type OcrEngineLease } from './ocr-engine';
export { keepWarmParserThreads, PARSER_THREAD_IDLE_MS } from './parser-thread';
export { readDeck } from './read-deck';
export {
  DECK_READ_LIMITS,
  type DeckDocument,
  type OcrEngine,
  type ReadDeckOptions,
} from './types';
