// Operator-written regexes run in every user's browser and on the platform, so one that can
// backtrack catastrophically (e.g. ^(a+)+$) is a denial-of-service hole: reject it up front.
import safeRegex from 'safe-regex2';
import type { PatternRule } from '../patterns.ts';
import type { Finding } from './checks.ts';

export function checkPatternRule(rule: PatternRule, pointer: string): Finding[] {
  const findings: Finding[] = [];
  if (rule.min > rule.max) {
    findings.push({ pointer: `${pointer}/min`, keyword: 'min-max', message: `min (${rule.min}) is greater than max (${rule.max})` });
  }
  if (rule.kind !== 'custom') {
    if (rule.regex !== undefined) {
      findings.push({ pointer: `${pointer}/regex`, keyword: 'regex-not-custom', message: `a regex is only used with kind 'custom'; kind '${rule.kind}' builds its own` });
    }
    return findings;
  }
  if (rule.regex === undefined) {
    findings.push({ pointer: `${pointer}/kind`, keyword: 'regex-missing', message: "kind 'custom' needs a regex" });
    return findings;
  }
  try {
    new RegExp(rule.regex, 'u');
  } catch (error) {
    findings.push({ pointer: `${pointer}/regex`, keyword: 'regex-syntax', message: `the regex does not compile: ${(error as Error).message}` });
    return findings;
  }
  if (!safeRegex(rule.regex)) {
    findings.push({
      pointer: `${pointer}/regex`,
      keyword: 'regex-unsafe',
      message: `the regex '${rule.regex}' can take exponential time on some inputs (nested or overlapping repetition); rewrite it without a repeated group that itself repeats`,
    });
  }
  return findings;
}
