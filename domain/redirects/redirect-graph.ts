import { expandSourcePaths, fillLanguagePlaceholder, redirectKey } from './redirect-path.js';
import type { RedirectRule } from './redirect-rule.js';

/** Indices into the rules given to `findRedirectChainsAndLoops`. */
export interface RedirectChainsAndLoops {
  /** Rule `from` sends visitors to a path that rule `to` redirects again. */
  readonly chains: readonly { readonly from: number; readonly to: number }[];
  /** Each loop lists the rules of one cycle, ascending. */
  readonly loops: readonly (readonly number[])[];
}

/** The edges between active rules: rule i → rule j when i's target is one of j's sources. */
const ruleGraph = (rules: readonly RedirectRule[]): readonly (readonly number[])[] => {
  const rulesBySource = new Map<string, number[]>();
  rules.forEach((rule, index) => {
    if (!rule.isActive) return;
    for (const source of expandSourcePaths(rule.oldPath)) {
      const key = redirectKey(source.path);
      rulesBySource.set(key, [...(rulesBySource.get(key) ?? []), index]);
    }
  });
  return rules.map((rule) => {
    if (!rule.isActive) return [];
    const targets = expandSourcePaths(rule.oldPath).map((source) =>
      redirectKey(source.language === null ? rule.newPath : fillLanguagePlaceholder(rule.newPath, source.language)),
    );
    return [...new Set(targets.flatMap((target) => rulesBySource.get(target) ?? []))];
  });
};

/** Tarjan's strongly connected components, iterative so 10,000-rule chains cannot overflow the stack. */
const stronglyConnected = (edges: readonly (readonly number[])[]): readonly (readonly number[])[] => {
  const order: number[] = edges.map(() => -1);
  const low: number[] = edges.map(() => -1);
  const onStack: boolean[] = edges.map(() => false);
  const stack: number[] = [];
  const components: number[][] = [];
  let counter = 0;
  const visit = (node: number): void => {
    order[node] = counter;
    low[node] = counter;
    counter += 1;
    stack.push(node);
    onStack[node] = true;
  };
  for (let start = 0; start < edges.length; start += 1) {
    if (order[start] !== -1) continue;
    visit(start);
    const work: { node: number; edge: number }[] = [{ node: start, edge: 0 }];
    for (let frame = work.at(-1); frame !== undefined; frame = work.at(-1)) {
      const next = edges[frame.node]?.[frame.edge];
      if (next !== undefined) {
        frame.edge += 1;
        if (order[next] === -1) {
          visit(next);
          work.push({ node: next, edge: 0 });
        } else if (onStack[next]) {
          low[frame.node] = Math.min(low[frame.node] ?? 0, order[next] ?? 0);
        }
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent !== undefined) low[parent.node] = Math.min(low[parent.node] ?? 0, low[frame.node] ?? 0);
      if (low[frame.node] === order[frame.node]) {
        const component: number[] = [];
        for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
          onStack[member] = false;
          component.push(member);
          if (member === frame.node) break;
        }
        components.push(component.sort((a, b) => a - b));
      }
    }
  }
  return components;
};

/**
 * Finds redirect chains (a target that another active rule redirects again)
 * and loops (cycles, including a rule that redirects to itself). Only active
 * rules take part; `:lang` rules are checked for every language.
 */
export const findRedirectChainsAndLoops = (rules: readonly RedirectRule[]): RedirectChainsAndLoops => {
  const edges = ruleGraph(rules);
  const loopOf = new Map<number, number>();
  const loops = stronglyConnected(edges).filter(
    (component) =>
      component.length > 1 || (component[0] !== undefined && (edges[component[0]] ?? []).includes(component[0])),
  );
  loops.forEach((loop, loopIndex) => loop.forEach((member) => loopOf.set(member, loopIndex)));
  const chains = edges.flatMap((targets, from) =>
    targets
      .filter((to) => loopOf.get(from) === undefined || loopOf.get(from) !== loopOf.get(to))
      .map((to) => ({ from, to })),
  );
  return {
    chains: chains.sort((a, b) => a.from - b.from || a.to - b.to),
    loops: [...loops].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)),
  };
};
