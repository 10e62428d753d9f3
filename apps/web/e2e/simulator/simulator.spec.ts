import { APPLICATION_FIELD_LABELS } from '@pitchfit/contracts/application';
import { GRADE_WAIT_TIMEOUT_MS } from '@pitchfit/contracts/constants';
import { MESSAGES, SIMULATOR_MESSAGES } from '@pitchfit/contracts/messages';
import {
  type Feedback,
  fallbackFeedback,
  type RawGrade,
  toFeedback,
} from '../../src/features/simulator/feedback';
import { type AnsweredField, FORM_SECTIONS } from '../../src/features/simulator/form-sections';
import { expect, type Page, type Response, test } from '../support/test';
import { SAMPLE_APPLICATION } from './sample-application';

const FIELDS = FORM_SECTIONS.flatMap((section) => section.fields);
const isGradeCall = (url: URL) => url.pathname === '/trpc/simulator.grade';
const GRADE_TIMEOUT = { timeout: GRADE_WAIT_TIMEOUT_MS + 10_000 };

function field(page: Page, name: AnsweredField) {
  return page.getByLabel(APPLICATION_FIELD_LABELS[name], { exact: true });
}

async function fillApplication(page: Page, skip: AnsweredField[] = []) {
  for (const { name } of FIELDS) {
    if (!skip.includes(name)) await field(page, name).fill(SAMPLE_APPLICATION[name]);
  }
}

async function openSimulatorFromLanding(page: Page) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Try Accelerator Simulator' }).click();
  await expect(page).toHaveURL(/\/Trymbinator\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accelerator Simulator' })).toBeVisible();
}

/** The grade in the server's answer, read the way the feedback view reads it. */
async function feedbackFrom(response: Response): Promise<Feedback> {
  expect(response.status(), 'the grader answered').toBe(200);
  const [entry] = (await response.json()) as Array<{ result?: { data?: RawGrade } }>;
  const grade = entry?.result?.data;
  if (!grade) throw new Error('The grade response carries no result');
  return toFeedback(grade);
}

async function expectFeedbackView(page: Page, feedback: Feedback) {
  await expect(page.getByRole('img', { name: `Score: ${feedback.percentage}%` })).toBeVisible(GRADE_TIMEOUT);
  await expect(page.getByRole('heading', { level: 1, name: feedback.verdictLabel })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Overall Assessment' })).toBeVisible();
  await expect(page.getByText(feedback.evaluation, { exact: true })).toBeVisible();
  const lists = [
    ['Strengths', feedback.strengths],
    ['Areas for Improvement', feedback.weaknesses],
    ['Recommendations', feedback.improvements],
  ] as const;
  for (const [title, items] of lists) {
    await expect(page.getByRole('region', { name: title }).getByRole('listitem')).toHaveText([...items]);
  }
}

test('grades an application, keeps the answers for editing and returns home', async ({ page }) => {
  await openSimulatorFromLanding(page);
  await fillApplication(page);

  // Hold the request until the waiting state has been seen, so a fast grader cannot skip past it.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(isGradeCall, async (route) => {
    await held;
    await route.continue();
  });
  const answered = page.waitForResponse((response) => isGradeCall(new URL(response.url())), GRADE_TIMEOUT);
  await page.getByRole('button', { name: 'Grade My Application' }).click();
  await expect(page.getByRole('button', { name: 'Analyzing... (10-15s)' })).toBeVisible();
  release();

  const response = await answered;
  expect(response.request().postDataJSON()).toEqual({ 0: { ...SAMPLE_APPLICATION, businessModel: '' } });
  await expectFeedbackView(page, await feedbackFrom(response));
  await expect(page.getByText('Application feedback for Tallyfold')).toBeVisible();

  await page.getByRole('button', { name: 'Edit Application' }).click();
  for (const { name } of FIELDS) await expect(field(page, name)).toHaveValue(SAMPLE_APPLICATION[name]);

  await page.unrouteAll();
  await page.getByRole('button', { name: 'Grade My Application' }).click();
  await page.getByRole('link', { name: 'Return Home' }).click(GRADE_TIMEOUT);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pitchfit' })).toBeVisible();
});

test('shows the fallback result through the feedback view when grading cannot be reached', async ({
  page,
}) => {
  await openSimulatorFromLanding(page);
  await fillApplication(page);
  await page.route(isGradeCall, (route) => route.abort('connectionfailed'));

  await page.getByRole('button', { name: 'Grade My Application' }).click();

  await expectFeedbackView(page, fallbackFeedback());
  await expect(page.getByRole('img', { name: 'Score: 30%' })).toBeVisible();
  await expect(page.getByText(SIMULATOR_MESSAGES.fallbackEvaluation)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recommendations' })).toContainText(
    SIMULATOR_MESSAGES.fallbackImprovement,
  );
});

test('flags an unanswered question inline and sends nothing until it is answered', async ({ page }) => {
  const gradeCalls: string[] = [];
  page.on('request', (request) => {
    if (isGradeCall(new URL(request.url()))) gradeCalls.push(request.url());
  });
  await openSimulatorFromLanding(page);
  await fillApplication(page, ['growthRate']);

  await page.getByRole('button', { name: 'Grade My Application' }).click();

  const growthRate = field(page, 'growthRate');
  await expect(growthRate).toBeFocused();
  await expect(growthRate).toHaveAttribute('aria-invalid', 'true');
  await expect(growthRate).toHaveAccessibleDescription(new RegExp(`${MESSAGES.fieldRequired}$`));
  await expect(page.getByText('1 question needs an answer before grading.')).toBeVisible();
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
  // A request would have left synchronously with the click; give it time to show up anyway.
  await page.waitForTimeout(500);
  expect(gradeCalls).toEqual([]);

  await growthRate.fill(SAMPLE_APPLICATION.growthRate);
  await expect(growthRate).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: 'Grade My Application' }).click();
  await expect(page.getByRole('button', { name: 'Edit Application' })).toBeVisible(GRADE_TIMEOUT);
  expect(gradeCalls).toHaveLength(1);
});

test('an empty form flags every question and focuses the first', async ({ page }) => {
  await openSimulatorFromLanding(page);

  await page.getByRole('button', { name: 'Grade My Application' }).click();

  await expect(field(page, 'companyName')).toBeFocused();
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(FIELDS.length);
  await expect(page.getByText(MESSAGES.fieldRequired, { exact: true })).toHaveCount(FIELDS.length);
});
