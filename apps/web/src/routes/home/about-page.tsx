import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SignInActions } from './sign-in-actions';

export function AboutPage() {
  useDocumentTitle('About');
  return (
    <article className="container page page--narrow prose">
      <p>
        <Link to="/">← Home</Link>
      </p>
      <h1>About Pitchfit</h1>
      <p className="lead">
        Pitchfit helps venture investors find the decks that fit what they invest in, and helps founders reach
        investors who are looking for companies like theirs.
      </p>

      <h2>The problem</h2>
      <p>
        An active investor receives far more pitch decks than anyone can read closely, and most are a poor fit
        for the fund's stage, sector or check size. Good companies get skimmed in arrival order, and founders
        rarely learn why they heard nothing back.
      </p>

      <h2>How it works</h2>
      <ol>
        <li>
          An investor signs in, picks a username and writes an investment thesis: the stages, sectors, markets
          and teams they back. Pitchfit asks a few follow-up questions to fill in what the thesis leaves out.
        </li>
        <li>
          The investor shares a personal link, <code>/pitch/their-username</code>. Founders open it, read the
          thesis and upload a PDF deck. No account is needed.
        </li>
        <li>
          Pitchfit reads the deck, pulls out the company's description, founders, industry, traction,
          technology and the round, then scores the match against the thesis from 0 to 100% and estimates the
          investment and valuation, showing its reasoning for each.
        </li>
        <li>
          The investor's dashboard lists the decks best match first. When the thesis changes, earlier scores
          are marked stale and can be recalculated.
        </li>
      </ol>

      <h2>The Accelerator Simulator</h2>
      <p>
        Applying to an accelerator? The <Link to="/Trymbinator/">Accelerator Simulator</Link> asks the
        questions a typical application asks and grades your answers, listing strengths, weaknesses and
        recommendations. It is a practice tool. It is not affiliated with Y Combinator or any other
        accelerator, and its score says nothing about how a real program will decide.
      </p>

      <h2>What a score is, and is not</h2>
      <p>
        Scores and estimates are produced by AI models from what a deck or application says. They can miss
        context and they can be wrong. Use a score to decide what to read first, never as the decision itself.
      </p>

      <h2>Who can use it</h2>
      <p>
        Investor accounts are limited to verified venture investors and need an access code. Founders and
        accelerator applicants need no account.
      </p>

      <SignInActions>
        <Link to="/Trymbinator/" className="button button--secondary">
          Try Accelerator Simulator
        </Link>
      </SignInActions>
    </article>
  );
}
