import { PIPELINE_MESSAGES } from '@pitchfit/contracts/pipeline';
import { textPdf } from '@pitchfit/testing/pdf';
import { expectNoSeriousViolations } from '../support/axe';
import { signUpInvestor } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * The fund's pipeline in the deck modal, on the real stack: a fund of one moves a deck to Meeting,
 * writes a note, votes (every member has voted, so the votes show, with a spread of 0), then passes
 * with a reason and a message for the founder, and Top Decks filters by the stage.
 */

const DECK = textPdf(
  [
    ['Tidewater', 'Grid-scale storage for coastal towns'],
    ['Team', 'Ana Lima, CEO - ex-utility engineer'],
    ['The ask', 'Raising a $2M seed round'],
  ],
  `pipeline-${Date.now()}`,
);

test('move to Meeting, note, vote (spread 0), pass with a reason; Top Decks filters by stage', async ({
  page,
  request,
}) => {
  // One long journey on a shared, slow machine: three times the usual limit.
  test.slow();
  const investor = await signUpInvestor(page, 'Pipeline');
  const upload = await request.post(`/api/pitch/${investor.username}/submit/`, {
    multipart: { pdf_file: { name: 'tidewater.pdf', mimeType: 'application/pdf', buffer: DECK } },
  });
  expect(upload.status()).toBe(201);

  await page.goto('/top-decks');
  const card = page.getByRole('article');
  await expect(card).toHaveCount(1);
  await card.getByRole('button').first().click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByText('Stage: New')).toBeVisible();

  // Keyboard only: the stage select, its note and the Move button.
  await modal.getByLabel('Move to').selectOption('meeting');
  const pipeline = modal.getByRole('region', { name: 'Pipeline' });
  await pipeline.getByLabel('Note (optional)').fill('Strong founder-market fit');
  await pipeline.getByLabel('Note (optional)').press('Enter');
  await expect(modal.getByText('Stage: Meeting')).toBeVisible();

  await modal.getByLabel('Add a note').fill('Ask about churn in the second cohort.');
  await modal.getByRole('button', { name: 'Add note' }).click();
  const note = modal.locator('.deck-note');
  await expect(note).toContainText('Ask about churn in the second cohort.');
  await note.getByRole('button', { name: 'Edit your note' }).click();
  await note.getByLabel('Edit your note').fill('Ask about churn in every cohort.');
  await note.getByRole('button', { name: 'Save note' }).click();
  await expect(note.locator('.deck-note__body')).toHaveText('Ask about churn in every cohort.');
  await expect(note.getByText('Earlier versions (1)')).toBeVisible();

  await expect(modal.getByText('0 of 1 members have voted.', { exact: false })).toBeVisible();
  await modal.getByRole('radio', { name: '4' }).check();
  await modal.getByLabel('Reason (one line)').fill('Clear wedge, thin moat');
  await modal.getByRole('button', { name: 'Vote', exact: true }).click();
  // A fund of one: its only member has voted, so every vote shows, with no spread between them.
  const votes = modal.getByRole('table', { name: 'Every member’s vote' });
  await expect(votes.getByRole('row', { name: new RegExp(investor.name) })).toContainText(
    'Clear wedge, thin moat',
  );
  await expect(modal.getByText(/^Spread: 0 points/)).toBeVisible();

  const timeline = modal.locator('.deck-activity');
  await expect(timeline.getByText(/moved it from New to Meeting: “Strong founder-market fit”/)).toBeVisible();
  await expect(timeline.getByText(/added a note/)).toBeVisible();
  await expect(timeline.getByText(/edited a note/)).toBeVisible();
  await expect(timeline.getByText(/voted$/)).toBeVisible();
  await expectNoSeriousViolations(page, 'the deck modal with its pipeline');

  // Passing asks why in a dialog of its own; Escape closes it and leaves the deck's modal open.
  await modal.getByLabel('Move to').selectOption('passed');
  await modal.getByRole('button', { name: 'Pass…' }).click();
  const pass = page.getByRole('dialog', { name: 'Pass on this deck' });
  await pass.getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(pass.getByText(PIPELINE_MESSAGES.passReasonRequired)).toBeVisible();
  await expectNoSeriousViolations(page, 'the pass dialog');
  await page.keyboard.press('Escape');
  await expect(pass).toHaveCount(0);
  await expect(modal).toBeVisible();

  await modal.getByRole('button', { name: 'Pass…' }).click();
  await pass.getByRole('radio', { name: 'Valuation' }).check();
  await pass.getByLabel('Message to the founder (optional)').fill('The round is priced above our range.');
  await pass.getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(pass).toHaveCount(0);
  await expect(modal.getByText('Stage: Passed')).toBeVisible();
  await expect(timeline.getByText(/from Meeting to Passed \(Valuation\)/)).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();

  const stage = page.getByLabel('Stage', { exact: true });
  await stage.selectOption('meeting');
  await expect(card).toHaveCount(0);
  await stage.selectOption('passed');
  await expect(card).toHaveCount(1);
  await expect(card.locator('.stage-pill')).toHaveText('Stage: Passed');
});
