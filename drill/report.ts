import type { DrillResult } from './support/check.js';

export const RESULTS_START = '<!-- drill results: written by `npm run drill` -->';
export const RESULTS_END = '<!-- end of drill results -->';

const cell = (text: string): string => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** Each drill as a heading, its notes, and a table of its checks. */
export const renderResults = (results: readonly DrillResult[]): string =>
  results
    .map((result) => {
      const passed = result.checks.every((check) => check.passed);
      return [
        `### ${result.name} — ${passed ? 'passed' : 'FAILED'} (${result.seconds} s)`,
        '',
        ...result.notes.map((note) => `- ${cell(note)}`),
        ...(result.notes.length > 0 ? [''] : []),
        '| check | expected | observed | result |',
        '|---|---|---|---|',
        ...result.checks.map((check) => `| ${cell(check.check)} | ${cell(check.expected)} | ${cell(check.observed)} | ${check.passed ? 'pass' : 'FAIL'} |`),
        '',
      ].join('\n');
    })
    .join('\n');

/** The report with the text between the markers replaced (the markers are appended when missing). */
export const replaceResultsSection = (report: string, section: string): string => {
  const start = report.indexOf(RESULTS_START);
  const end = report.indexOf(RESULTS_END);
  const block = `${RESULTS_START}\n${section}\n${RESULTS_END}`;
  if (start === -1 || end === -1 || end < start) return `${report.trimEnd()}\n\n## Latest results\n\n${block}\n`;
  return `${report.slice(0, start)}${block}${report.slice(end + RESULTS_END.length)}`;
};
