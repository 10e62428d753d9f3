import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SignInActions } from './sign-in-actions';
import './landing.css';

interface AudienceCardProps {
  id: string;
  title: string;
  children: ReactNode;
  points: string[];
  action?: ReactNode;
}

function AudienceCard({ id, title, children, points, action }: AudienceCardProps) {
  return (
    <article className="card audience-card" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <p>{children}</p>
      <ul className="audience-card__points">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      {action && <div className="audience-card__action">{action}</div>}
    </article>
  );
}

export function LandingPage() {
  useDocumentTitle(null);
  return (
    <div className="landing">
      <section className="container hero" aria-labelledby="hero-title">
        <h1 id="hero-title" className="hero__title">
          Pitchfit
        </h1>
        <p className="hero__tagline">The intelligent platform for scoring and matching pitch decks</p>
        <p className="hero__description">
          Investors write down what they invest in. Founders send their deck as a PDF through the investor's
          personal link. Pitchfit reads each deck, pulls out the team, market, traction and the raise, and
          scores how well the company fits that investor's thesis, with the reasoning shown next to every
          score.
        </p>
        <SignInActions>
          <Link to="/about" className="button button--secondary">
            Learn More
          </Link>
        </SignInActions>
      </section>

      <section className="container audiences" aria-labelledby="audiences-title">
        <h2 id="audiences-title" className="visually-hidden">
          Who Pitchfit is for
        </h2>
        <div className="audiences__grid">
          <AudienceCard
            id="for-vcs"
            title="For Venture Capitalists"
            points={[
              'A match score for every deck, sorted best first',
              'An estimate of the round size and valuation',
              'Decks scored before a thesis change are marked stale until you recalculate',
            ]}
          >
            Write your investment thesis once. Every deck sent to your public link is read and scored against
            it, so you open the best fits first instead of working through an inbox in arrival order.
          </AudienceCard>
          <AudienceCard
            id="for-founders"
            title="For Startup Founders"
            points={[
              'No account and no forms: just your PDF',
              "Read the investor's thesis before you send",
              'Scored against what that investor says they invest in',
            ]}
          >
            Open the personal link an investor shared, check what they look for, and upload your deck. It
            reaches their dashboard scored against their own thesis, so a good fit stands out instead of
            getting buried.
          </AudienceCard>
          <AudienceCard
            id="for-applicants"
            title="For Accelerator Applicants"
            points={[
              'The questions accelerators ask, grouped by topic',
              'A score with strengths, weaknesses and recommendations',
              'No account or sign-in needed',
            ]}
            action={
              <Link to="/Trymbinator/" className="button button--primary">
                Try Accelerator Simulator
              </Link>
            }
          >
            Rehearse your accelerator application before the real deadline. Answer questions about your
            company, product, traction, team, market and raise, and get AI feedback in about 10 to 15 seconds.
            Treat it as a practice round, not a prediction.
          </AudienceCard>
        </div>
      </section>
    </div>
  );
}
