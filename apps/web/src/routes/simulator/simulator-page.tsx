import type { ApplicationField } from '@pitchfit/contracts/application';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { emptyAnswers } from '../../features/simulator/application-answers';
import { ApplicationForm } from '../../features/simulator/application-form';
import { type Feedback, fallbackFeedback, toFeedback } from '../../features/simulator/feedback';
import { FeedbackView } from '../../features/simulator/feedback-view';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import '../../features/simulator/simulator.css';

/** The Accelerator Simulator (/Trymbinator/): the application form, then its grading feedback in place. */
export function SimulatorPage() {
  const [answers, setAnswers] = useState(emptyAnswers);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const returnedToForm = useRef(false);
  const grade = useMutation(
    trpc.simulator.grade.mutationOptions({
      onSuccess: (result) => setFeedback(toFeedback(result)),
      // SPEC §8: a failed grading still ends in the feedback view, with the fallback result.
      onError: () => setFeedback(fallbackFeedback()),
    }),
  );
  useDocumentTitle(feedback ? 'Application Feedback' : 'Accelerator Simulator');

  useEffect(() => {
    if (feedback || !returnedToForm.current) return;
    window.scrollTo(0, 0);
    heading.current?.focus();
  }, [feedback]);

  if (feedback) {
    return (
      <div className="container page simulator simulator--feedback">
        <FeedbackView
          feedback={feedback}
          companyName={answers.companyName.trim()}
          onEdit={() => {
            returnedToForm.current = true;
            setFeedback(null);
          }}
        />
      </div>
    );
  }

  return (
    <div className="container page simulator">
      <header className="simulator__intro">
        <p className="eyebrow">Practice your application</p>
        <h1 ref={heading} tabIndex={-1}>
          Accelerator Simulator
        </h1>
        <p className="lead">
          Answer the questions an accelerator application asks, then get a score with strengths, areas for
          improvement and recommendations. Grading takes 10 to 15 seconds and needs no account.
        </p>
        <p className="muted">
          Every question is required. Your answers are stored with their grade. Not affiliated with Y
          Combinator or any other accelerator.
        </p>
      </header>
      <ApplicationForm
        answers={answers}
        grading={grade.isPending}
        onAnswerChange={(field: ApplicationField, value: string) =>
          setAnswers((current) => ({ ...current, [field]: value }))
        }
        onSubmit={(application) => grade.mutate(application)}
      />
    </div>
  );
}
