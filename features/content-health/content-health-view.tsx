import 'server-only';
import type { HealthReport } from './content-health';
import type { Problem, ProblemKind } from './find-problems';

const KIND_NAMES: Record<ProblemKind, string> = {
  'unknown-block': 'Block of an unknown type (not shown)',
  'malformed-block': 'Malformed block (not shown)',
  'broken-link': 'Link to no page',
  'missing-alt': 'Picture without alt text',
  'oversized-image': 'Picture file too large',
  'dropped-iframe': 'Embed left out (provider not allowed)',
  'redirect-chain': 'Redirect to a redirect',
  'redirect-loop': 'Redirect loop',
};

function where(problem: Problem): string {
  if (!problem.block) return '';
  return problem.block.id ? `${problem.block.type} (${problem.block.id})` : problem.block.type;
}

/** The report as a page an editor reads: counts by kind, then every problem with its article and block. */
export function ContentHealthView({ report, jsonHref }: { report: HealthReport; jsonHref: string }) {
  const kinds = Object.entries(report.counts) as [ProblemKind, number][];
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 lg:px-8">
      <h1 className="font-display text-4xl text-turf-950">Content health</h1>
      <p className="mt-2 text-ink/75">
        {report.articles} articles read at {report.checkedAt}. {report.problems.length} problems.{' '}
        <a href={jsonHref} className="font-semibold text-turf-800 underline underline-offset-2">
          The same as JSON
        </a>
      </p>
      <table className="mt-6 text-sm">
        <caption className="sr-only">Problems by kind</caption>
        <tbody>
          {kinds.map(([kind, count]) => (
            <tr key={kind}>
              <th scope="row" className="py-1 pr-6 text-left font-normal">
                {KIND_NAMES[kind]}
              </th>
              <td className="py-1 text-right font-semibold tabular-nums">{count}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {report.problems.length > 0 ? (
        <div className="mt-10 overflow-x-auto" tabIndex={0} role="region" aria-label="Every problem">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-ink/20">
                <th scope="col" className="py-2 pr-4">
                  Problem
                </th>
                <th scope="col" className="py-2 pr-4">
                  Article
                </th>
                <th scope="col" className="py-2 pr-4">
                  Block
                </th>
                <th scope="col" className="py-2">
                  Detail
                </th>
              </tr>
            </thead>
            <tbody>
              {report.problems.map((problem, index) => (
                <tr key={index} data-problem={problem.kind} className="border-b border-ink/10 align-top">
                  <td className="py-2 pr-4">{KIND_NAMES[problem.kind]}</td>
                  <td className="py-2 pr-4">{problem.article ?? 'site-wide'}</td>
                  <td className="py-2 pr-4">{where(problem)}</td>
                  <td className="py-2 break-all whitespace-pre-wrap">{problem.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
