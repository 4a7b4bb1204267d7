import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Lightbulb } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AREA_INSIGHTS_PATH, heroImageSrc, keyMarketStats, snapshotRows } from '@shared/render/area-insight-page';
import { cityGateRows, nextStepText } from '@shared/rules/area-insights';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/spinner';
import { getConfig } from '../../../lib/config';
import { areaInsightQuery } from '../api/area-insights';
import { useAreaInsightMeta } from '../lib/meta';
import '../area-insights.css';
import { paths } from '@shared/contract/paths';

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="ai-block" aria-labelledby={`ai-${id}`}>
      <h2 className="ai-block__title" id={`ai-${id}`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Paragraphs of a stored text (blank lines separate them). */
function Prose({ text }: { text: string | null | undefined }) {
  const parts = (text ?? '')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className="ai-prose">
      {parts.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

function RowsTable({ caption, rows }: { caption: string; rows: { label: string; value: string }[] }) {
  return (
    <table className="ai-table">
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /area-insights/{slug} (public): every section of spec 'Area insight detail (public)'. */
export function AreaInsightDetail({ slug }: { slug: string }) {
  const query = useQuery({ ...areaInsightQuery(slug), enabled: Boolean(slug) });
  const insight = query.data;
  useAreaInsightMeta(insight);
  const { heroImageBaseUrl } = getConfig();

  if (query.isPending && slug) return <PageSpinner />;
  if (!insight) {
    // A fetch failure is logged only, then 'Area Not Found' (spec section 8).
    if (query.isError) console.warn('Area insight not loaded', query.error);
    return (
      <div className="container">
        <EmptyState
          title="Area Not Found"
          text="This area guide does not exist or is not published yet."
          headingLevel={1}
          action={
            <Link className={buttonClass({ variant: 'primary' })} to={AREA_INSIGHTS_PATH}>
              Back to All Areas
            </Link>
          }
        />
      </div>
    );
  }

  const hero = heroImageSrc(heroImageBaseUrl, insight.heroImageUrl);
  const stats = keyMarketStats(insight);
  const gate = cityGateRows.filter((row) => insight[row.field]?.trim());
  const snapshot = snapshotRows(insight);
  return (
    <article className="ai-detail" aria-labelledby="ai-title">
      <header className={`ai-detail__hero${hero ? ' ai-detail__hero--image' : ''}`}>
        {hero && <img className="ai-detail__hero-image" src={hero} alt={insight.heroImageAlt || ''} fetchPriority="high" />}
        <div className="container ai-detail__hero-inner">
          <Link className="ai-detail__back" to={AREA_INSIGHTS_PATH}>
            <ArrowLeft size={16} aria-hidden="true" /> Back to All Areas
          </Link>
          {insight.postcode && (
            <p>
              <Badge tone="accent">{insight.postcode}</Badge>
            </p>
          )}
          <h1 id="ai-title">{insight.locationName}</h1>
          {insight.snippet && <p className="ai-detail__snippet">{insight.snippet}</p>}
        </div>
      </header>

      <div className="container ai-detail__body">
        {stats.length > 0 && (
          <Block id="stats" title="Key Market Stats">
            <RowsTable caption={`Key market stats for ${insight.locationName}`} rows={stats} />
          </Block>
        )}
        {insight.areaOverview && (
          <Block id="overview" title="Area Overview">
            <Prose text={insight.areaOverview} />
          </Block>
        )}
        {insight.investmentInsightsContent && (
          <Block id="insights" title="Investment Insights">
            <Prose text={insight.investmentInsightsContent} />
          </Block>
        )}
        {gate.length > 0 && (
          <Block id="citygate" title="CITY GATE Breakdown">
            <dl className="ai-gate">
              {gate.map((row) => (
                <div className="ai-gate__row" key={row.field}>
                  <dt>
                    <span className="ai-gate__letter" aria-hidden="true">
                      {row.letter}
                    </span>
                    {row.label}
                  </dt>
                  <dd>{insight[row.field]}</dd>
                </div>
              ))}
            </dl>
          </Block>
        )}
        {snapshot.length > 0 && (
          <Block id="snapshot" title="Property Snapshot – Example">
            <RowsTable caption={`Example property in ${insight.locationName}`} rows={snapshot} />
          </Block>
        )}
        {insight.investorInsights && (
          <aside className="ai-callout" aria-labelledby="ai-investor-insight">
            <h2 id="ai-investor-insight" className="ai-callout__title">
              <Lightbulb size={20} aria-hidden="true" /> Investor Insight
            </h2>
            <Prose text={insight.investorInsights} />
          </aside>
        )}
        <section className="ai-next" aria-labelledby="ai-next-step">
          <h2 id="ai-next-step">Next Step</h2>
          <p>{nextStepText(insight)}</p>
          <div className="ai-next__actions">
            <Link className={buttonClass({ variant: 'accent' })} to={paths.dashboard()}>
              View Available Properties
            </Link>
            <Link className={buttonClass({ variant: 'secondary' })} to={AREA_INSIGHTS_PATH}>
              All Area Insights
            </Link>
          </div>
        </section>
      </div>
    </article>
  );
}
