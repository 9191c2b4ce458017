/**
 * Path generation over a machine with xstate/graph's TestModel. `createTestModel` refuses
 * machines with invocations or `after` transitions, so a plain TestModel walks the machine's
 * pure `transition()`; actor outcomes and timers are explicit events in the paths
 * (`xstate.done.actor.*`, `xstate.error.actor.*`, `xstate.after.*`), which the model-based tests
 * turn into real calls and a simulated clock.
 *
 * Paths: the shortest path to every state, plus one path through every edge of the adjacency
 * map (shortest path to the edge's source, then the edge), with paths that are prefixes of
 * longer ones dropped. Coverage is measured against the machine definition: every state node
 * and every transition definition (each `on`, `after`, `onDone`, `onError` candidate).
 */
import { getInitialMicrosteps, getInitialSnapshot, getMicrosteps, getNextSnapshot, type AnyMachineSnapshot, type AnyStateNode, type AnyTransitionDefinition, type EventObject } from 'xstate';
import { getStateNodes, TestModel } from 'xstate/graph';
import type { PathModel } from './model.ts';

export interface FlowPathStep {
  event: EventObject;
  state: AnyMachineSnapshot;
}

export interface FlowPath {
  steps: FlowPathStep[];
  state: AnyMachineSnapshot;
  description: string;
}

export interface Coverage {
  total: number;
  covered: number;
  missing: string[];
}

export interface MachinePaths {
  id: string;
  paths: FlowPath[];
  states: Coverage;
  transitions: Coverage;
}

/** The transitions an event selects in a snapshot (SCXML selection: deepest state first). */
export function selectTransitions(snapshot: AnyMachineSnapshot, event: EventObject): AnyTransitionDefinition[] {
  const selected: AnyTransitionDefinition[] = [];
  const atomic = (snapshot._nodes as AnyStateNode[]).filter((node) => node.type === 'atomic' || node.type === 'final');
  for (const leaf of atomic) {
    for (let node: AnyStateNode | undefined = leaf; node; node = node.parent) {
      const next = (node as unknown as { next(s: unknown, e: unknown): AnyTransitionDefinition[] | undefined }).next(snapshot, event);
      if (next && next.length) {
        for (const t of next) if (!selected.includes(t)) selected.push(t);
        break;
      }
    }
  }
  return selected;
}

/**
 * Transitions taken on events the machine raises itself (model.internal) while handling one
 * step: between consecutive microsteps, an internal event whose selected transitions all land
 * in the next microstep's configuration is the one that was processed. Also reports every
 * state node entered on the way, which a macrostep's end snapshot may no longer show.
 */
function internalSteps(model: PathModel, microsteps: AnyMachineSnapshot[]): { transitions: AnyTransitionDefinition[]; nodes: AnyStateNode[] } {
  const transitions: AnyTransitionDefinition[] = [];
  const nodes: AnyStateNode[] = [];
  for (let i = 0; i < microsteps.length; i++) {
    const current = microsteps[i]!;
    nodes.push(...(current._nodes as AnyStateNode[]));
    const next = microsteps[i + 1];
    if (!next) continue;
    for (const type of model.internal ?? []) {
      const taken = selectTransitions(current, { type });
      const lands = taken.length > 0 && taken.every((t) => (t.target ?? []).every((n) => (next._nodes as AnyStateNode[]).includes(n)));
      if (lands) transitions.push(...taken);
    }
  }
  return { transitions, nodes };
}

function isRaise(model: PathModel, action: unknown): boolean {
  const implementations = (model.machine.implementations.actions ?? {}) as Record<string, unknown>;
  const name = typeof action === 'string' ? action : (action as { type?: unknown } | null)?.type;
  const impl = (typeof name === 'string' ? implementations[name] : undefined) ?? action;
  return typeof impl === 'function' && (impl as { type?: unknown }).type === 'xstate.raise';
}

/** Whether taking `t` can raise an event: a raise in its actions or in an entered state's entry. */
function mayRaise(model: PathModel, t: AnyTransitionDefinition): boolean {
  if ((t.actions as unknown[]).some((a) => isRaise(model, a))) return true;
  const entered: AnyStateNode[] = [];
  const enter = (node: AnyStateNode) => {
    entered.push(node);
    const children = Object.values(node.states) as AnyStateNode[];
    if (node.type === 'parallel') children.forEach(enter);
    const initial = (node.initial as unknown as { target?: AnyStateNode[] } | undefined)?.target ?? [];
    initial.forEach(enter);
  };
  (t.target ?? []).forEach(enter);
  return entered.some((node) => (node.entry as unknown[]).some((a) => isRaise(model, a)));
}

/** The transitions one external event takes, with those of events raised while handling it. */
export function takenTransitions(model: PathModel, snapshot: AnyMachineSnapshot, event: EventObject): { transitions: AnyTransitionDefinition[]; nodes: AnyStateNode[] } {
  const transitions = selectTransitions(snapshot, event);
  if (transitions.length === 0 || !model.internal?.length || !transitions.some((t) => mayRaise(model, t))) return { transitions, nodes: [] };
  const microsteps = getMicrosteps(model.machine, snapshot, event).map(([s]) => s as AnyMachineSnapshot);
  const internal = internalSteps(model, microsteps);
  return { transitions: [...transitions, ...internal.transitions], nodes: internal.nodes };
}

/** Every transition definition of the machine, with a label for reports. */
export function allTransitions(model: PathModel): Map<AnyTransitionDefinition, string> {
  const result = new Map<AnyTransitionDefinition, string>();
  const nodes = [model.machine.root as AnyStateNode, ...getStateNodes(model.machine.root)];
  for (const node of nodes) {
    for (const [eventType, list] of node.transitions) {
      list.forEach((t, i) => result.set(t, `${node.id} --${eventType}${list.length > 1 ? `[${i}]` : ''}--> ${(t.target ?? []).map((n) => n.id).join(',') || '(self)'}`));
    }
    (node.always ?? []).forEach((t, i) => result.set(t, `${node.id} --always[${i}]--> ${(t.target ?? []).map((n) => n.id).join(',')}`));
  }
  return result;
}

export function stateIds(model: PathModel): string[] {
  return getStateNodes(model.machine.root).map((node) => node.id);
}

function traversal(model: PathModel) {
  const key = model.key;
  return {
    input: model.input,
    serializeState: (snapshot: AnyMachineSnapshot) =>
      JSON.stringify({ value: snapshot.value as unknown, status: snapshot.status, ...(key ? { key: key(snapshot.context as Record<string, unknown>) } : {}) }),
    events: (snapshot: AnyMachineSnapshot) => {
      const types = new Set((snapshot._nodes as AnyStateNode[]).flatMap((node) => node.ownEvents as string[]));
      const internal = model.internal ?? [];
      return [...types].filter((type) => type !== '*' && !internal.includes(type)).flatMap((type) => model.events[type] ?? [{ type }]);
    },
  };
}

export function describeEvent(event: EventObject): string {
  const { type, ...rest } = event as EventObject & Record<string, unknown>;
  if (type === 'xstate.init') return 'start';
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
  if (done) return `${done[1]} succeeds${rest.scenario ? ` (${String(rest.scenario)})` : ''}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (error) return `${error[1]} fails${rest.scenario ? ` (${String(rest.scenario)})` : ''}`;
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) return `${after[1]} time passes`;
  const data = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : '';
  return `${type}${data}`;
}

export function describeState(snapshot: AnyMachineSnapshot): string {
  const leaves = (snapshot._nodes as AnyStateNode[]).filter((n) => n.type === 'atomic' || n.type === 'final').map((n) => n.path.join('.'));
  return leaves.join(' + ');
}

function serialEvents(path: { steps: FlowPathStep[] }): string[] {
  return path.steps.map((s) => JSON.stringify(s.event));
}

/** A path from a given event sequence (for hand-picked scenarios), states computed by the machine. */
export function pathFromEvents(model: PathModel, events: EventObject[]): FlowPath {
  let state = getInitialSnapshot(model.machine, model.input as never) as AnyMachineSnapshot;
  const steps: FlowPathStep[] = [{ event: { type: 'xstate.init' }, state }];
  for (const event of events) {
    state = getNextSnapshot(model.machine, state, event) as AnyMachineSnapshot;
    steps.push({ event, state });
  }
  return { steps, state, description: steps.map((s) => describeEvent(s.event)).join(' → ') };
}

/** Drops every path whose event sequence is a prefix of another path's. */
export function dropPrefixPaths<P extends { steps: FlowPathStep[] }>(paths: P[]): P[] {
  const sorted = [...paths].sort((a, b) => b.steps.length - a.steps.length);
  const kept: { path: P; events: string[] }[] = [];
  for (const path of sorted) {
    const events = serialEvents(path);
    const isPrefix = kept.some((k) => events.every((e, i) => k.events[i] === e));
    if (!isPrefix) kept.push({ path, events });
  }
  return kept.map((k) => k.path);
}

export function generatePaths(model: PathModel): MachinePaths {
  const options = traversal(model);
  const testModel = new TestModel(model.machine, options as never);
  const adjacency = testModel.getAdjacencyMap() as unknown as Record<string, AdjacencyEntry>;
  const serials = Object.keys(adjacency);
  const initial = serials[0];
  if (initial === undefined) throw new Error(`${model.id}: empty adjacency map`);

  // Breadth-first over the adjacency map: the first way to reach a state is a shortest one.
  const parent = new Map<string, { from: string; event: EventObject } | null>([[initial, null]]);
  const order: string[] = [initial];
  for (let i = 0; i < order.length; i++) {
    const serial = order[i]!;
    for (const { event, state } of Object.values(adjacency[serial]!.transitions)) {
      const next = options.serializeState(state);
      if (!parent.has(next) && adjacency[next]) {
        parent.set(next, { from: serial, event });
        order.push(next);
      }
    }
  }
  const stepsTo = (serial: string): FlowPathStep[] => {
    const steps: FlowPathStep[] = [];
    for (let at: string | undefined = serial; at !== undefined; ) {
      const link = parent.get(at);
      steps.unshift({ event: link ? link.event : { type: 'xstate.init' }, state: adjacency[at]!.state });
      at = link ? link.from : undefined;
    }
    return steps;
  };
  const pathOf = (steps: FlowPathStep[]): FlowPath => ({ steps, state: steps[steps.length - 1]!.state, description: steps.map((s) => describeEvent(s.event)).join(' → ') });

  // One path per transition definition, through its first (so shortest-headed) edge.
  const definitions = allTransitions(model);
  const firstEdge = new Map<AnyTransitionDefinition, FlowPathStep[]>();
  // States passed through inside a macrostep (e.g. the initial one) count as visited.
  const microVisited = new Set<string>();
  if (model.internal?.length) {
    const initialSteps = getInitialMicrosteps(model.machine, model.input as never).map(([s]) => s as AnyMachineSnapshot);
    const internal = internalSteps(model, initialSteps);
    for (const node of internal.nodes) microVisited.add(node.id);
    for (const t of internal.transitions) if (!firstEdge.has(t)) firstEdge.set(t, stepsTo(initial));
  }
  for (const serial of order) {
    const entry = adjacency[serial]!;
    for (const { event, state } of Object.values(entry.transitions)) {
      const taken = takenTransitions(model, entry.state, event);
      for (const node of taken.nodes) microVisited.add(node.id);
      for (const t of taken.transitions) {
        if (!firstEdge.has(t)) firstEdge.set(t, [...stepsTo(serial), { event, state }]);
      }
    }
  }
  const candidates = [...new Set(firstEdge.values())].map(pathOf);

  // Then a shortest path to any state node those paths do not pass through.
  const ids = stateIds(model);
  const visited = new Set<string>();
  const visit = (snapshot: AnyMachineSnapshot) => { for (const node of snapshot._nodes as AnyStateNode[]) visited.add(node.id); };
  for (const path of candidates) path.steps.forEach((s) => visit(s.state));
  for (const id of microVisited) visited.add(id);
  for (const id of ids) {
    if (visited.has(id)) continue;
    const serial = order.find((s) => (adjacency[s]!.state._nodes as AnyStateNode[]).some((n) => n.id === id));
    if (serial === undefined) continue;
    const path = pathOf(stepsTo(serial));
    path.steps.forEach((s) => visit(s.state));
    candidates.push(path);
  }

  const paths = dropPrefixPaths(candidates);
  paths.sort((a, b) => a.steps.length - b.steps.length || a.description.localeCompare(b.description));
  const stateMissing = ids.filter((id) => !visited.has(id));
  const transitionMissing = [...definitions].filter(([t]) => !firstEdge.has(t)).map(([, label]) => label);
  return {
    id: model.id,
    paths,
    states: { total: ids.length, covered: ids.length - stateMissing.length, missing: stateMissing },
    transitions: { total: definitions.size, covered: definitions.size - transitionMissing.length, missing: transitionMissing },
  };
}

interface AdjacencyEntry {
  state: AnyMachineSnapshot;
  transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }>;
}
