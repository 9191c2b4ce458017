/**
 * What path generation needs beside a machine: the input it runs with (every switch on, so
 * every guarded route is reachable), sample events (for events that carry data and for the
 * outcomes of invoked actors: `xstate.done.actor.<id>` / `xstate.error.actor.<id>`), and which
 * context facts make two snapshots with the same state value different for the chart.
 */
import type { AnyStateMachine, EventObject } from 'xstate';

export interface PathModel {
  id: string;
  machine: AnyStateMachine;
  input: unknown;
  /** Sample events by type; a type not listed is sent bare (`{ type }`). */
  events: Record<string, EventObject[]>;
  /** Events the machine raises itself (never sent from outside), left out of the paths. */
  internal?: string[];
  /** Context facts that distinguish states beyond the state value (keep it small and finite). */
  key?: (context: Record<string, unknown>) => unknown;
}

export const done = (id: string, output: unknown, scenario: string): EventObject =>
  ({ type: `xstate.done.actor.${id}`, output, scenario }) as EventObject;

export const failed = (id: string, error: unknown, scenario: string): EventObject =>
  ({ type: `xstate.error.actor.${id}`, error, scenario }) as EventObject;
