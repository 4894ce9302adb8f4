import { Link } from 'react-router';
import { CREDITS_PER_ANALYSIS, PLANS } from '@candlelens/contracts';
import { useDisplayCurrency } from '@/lib/display-currency.ts';
import { LegalPage, type LegalSection } from '../components/legal-page.tsx';
import { SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_RESPONSE } from '../lib/support.ts';

const sections: LegalSection[] = [
  {
    id: 'our-story',
    title: 'Our Story',
    body: (
      <>
        <p>
          CandleLens started with a habit many traders share: taking a screenshot of a chart and
          asking someone, or something, what it shows. The answers from general-purpose chatbots
          sounded confident but changed from one try to the next, quoted prices that were not on the
          chart, and took their time.
        </p>
        <p>
          We wanted an answer you could check. So we built a reader that looks at the screenshot the
          way a careful analyst would: it finds each candle, reads the numbers on the price axis and
          turns the picture back into open, high, low and close prices. Everything CandleLens tells
          you is worked out from those numbers.
        </p>
      </>
    ),
  },
  {
    id: 'our-mission',
    title: 'Our Mission',
    body: (
      <p>
        To give every trader a fast, honest second look at their chart: analysis grounded in the
        prices on the screen, repeatable from one upload to the next, with its reliability measured
        rather than assumed. We help you see the chart more clearly; the trading decisions stay
        yours.
      </p>
    ),
  },
  {
    id: 'what-we-do',
    title: 'What We Do',
    body: (
      <>
        <p>
          You upload a screenshot of a candlestick chart from any platform. In about a second,
          CandleLens returns a written analysis and draws it onto your own chart:
        </p>
        <ul>
          <li>key support and resistance levels, with stop-loss and take-profit ideas;</li>
          <li>trend direction and strength, with trend lines on the swings;</li>
          <li>candlestick and chart patterns, with targets and risk-reward (Pro and Elite);</li>
          <li>indicator readings such as RSI, MACD and moving averages (Pro and Elite);</li>
          <li>a calibrated price forecast with probability ranges (Elite).</li>
        </ul>
        <p>
          Your analyses from the past 7 days stay in your history. CandleLens provides information
          only and is not financial advice.
        </p>
      </>
    ),
  },
  {
    id: 'subscription-plans',
    title: 'Subscription Plans',
    body: (
      <>
        <p>
          CandleLens is offered on three weekly plans. Each analysis uses {CREDITS_PER_ANALYSIS}{' '}
          credits, and your credits refresh at the start of every weekly period.
        </p>
        <PlanList />
        <p>
          Compare every feature on the <Link to="/subscription">subscription page</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'contact-us',
    title: 'Contact Us',
    body: (
      <>
        <p>
          Questions, feedback or a chart we read wrongly? Write to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. Our support team works{' '}
          {SUPPORT_HOURS} and replies {SUPPORT_RESPONSE}.
        </p>
        <p>
          More ways to reach us are on the <Link to="/contact">contact page</Link>.
        </p>
      </>
    ),
  },
];

/** The plans with prices in the visitor's currency. */
function PlanList() {
  const { label } = useDisplayCurrency();
  return (
    <ul>
      {PLANS.map((p) => (
        <li key={p.id}>
          <strong>{p.name}</strong>: {label(p.priceUSD)} per week, {p.chartLimit} analyses a week.{' '}
          {p.description}
        </li>
      ))}
    </ul>
  );
}

export function AboutPage() {
  return (
    <LegalPage
      eyebrow="About us"
      title="About CandleLens"
      intro={
        <p>
          CandleLens reads candlestick charts from screenshots and turns them into clear, measurable
          analysis for traders.
        </p>
      }
      sections={sections}
    />
  );
}
