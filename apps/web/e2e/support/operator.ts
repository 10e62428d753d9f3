import { QUEUES } from '@pitchfit/contracts/jobs';
import { type APIRequestContext, expect } from '@playwright/test';
import { e2eRun } from './run';

/**
 * Holds or releases deck scoring the way an operator would, through the queue dashboard's own
 * API: with the built-in engine a deck is scored within a second, so a test that must see a deck
 * while it is queued (or its scores while stale) holds the queue first. Pausing a BullMQ queue
 * stops workers taking new jobs; nothing is lost, and resuming runs them.
 */
async function setDeckScoring(request: APIRequestContext, action: 'pause' | 'resume'): Promise<void> {
  const credentials = Buffer.from(`operator:${e2eRun().operatorPassword}`).toString('base64');
  const response = await request.put(`/admin/queues/api/queues/${QUEUES.decks}/${action}`, {
    headers: { authorization: `Basic ${credentials}` },
  });
  expect(response.status(), `${action} the deck queue`).toBe(200);
}

export const holdDeckScoring = (request: APIRequestContext) => setDeckScoring(request, 'pause');
export const releaseDeckScoring = (request: APIRequestContext) => setDeckScoring(request, 'resume');
