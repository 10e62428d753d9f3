import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { ScoreCircle } from '../../components/score-circle';
import type { Feedback } from './feedback';

function FeedbackList({ id, title, items }: { id: string; title: string; items: string[] }) {
  return (
    <section className={`card feedback-list feedback-list--${id}`} aria-labelledby={`feedback-${id}`}>
      <h2 id={`feedback-${id}`}>{title}</h2>
      <ul>
        {items.map((item, index) => (
          // Items can repeat; the list is never reordered, so the position keeps keys unique and stable.
          <li key={`${index}-${item}`}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

interface FeedbackViewProps {
  feedback: Feedback;
  companyName: string;
  onEdit: () => void;
}

export function FeedbackView({ feedback, companyName, onEdit }: FeedbackViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);

  // The view replaces the form in place: move focus to its heading so the result is read first.
  useEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus();
  }, []);

  return (
    <div className="feedback">
      <header className="card feedback__summary">
        <ScoreCircle percentage={feedback.percentage} verdict={feedback.verdict} />
        <div className="feedback__text">
          <p className="eyebrow">Application feedback{companyName ? ` for ${companyName}` : ''}</p>
          <h1
            ref={heading}
            tabIndex={-1}
            className={`feedback__verdict feedback__verdict--${feedback.verdict}`}
          >
            {feedback.verdictLabel}
          </h1>
          <h2 className="feedback__assessment-title">Overall Assessment</h2>
          <p className="feedback__evaluation">{feedback.evaluation}</p>
        </div>
      </header>

      <div className="feedback__lists">
        <FeedbackList id="strengths" title="Strengths" items={feedback.strengths} />
        <FeedbackList id="weaknesses" title="Areas for Improvement" items={feedback.weaknesses} />
        <FeedbackList id="improvements" title="Recommendations" items={feedback.improvements} />
      </div>

      <div className="button-row">
        <button type="button" className="button button--primary" onClick={onEdit}>
          Edit Application
        </button>
        <Link to="/" className="button button--secondary">
          Return Home
        </Link>
      </div>
    </div>
  );
}
