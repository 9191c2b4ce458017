/**
 * Change password (spec 4, 5): the old password is asked only when the current one is not
 * known (a forced change right after login knows it); the new one must fit the password rule
 * and match its confirmation. Success logs in again with the new password, loads info, goes to `/`.
 */
import { assign, fromPromise, setup } from 'xstate';
import { changePasswordError, type ChangePasswordFields } from './rules/password.ts';
import type { PatternRule } from '../src/shared/patterns.ts';
import { toFlowError, type FlowError, type LoginResult, type MemberInfo } from './types.ts';

export interface ChangePasswordInput {
  username: string;
  /** The current password when the flow knows it (forced change after login); else null. */
  currentPassword: string | null;
  passwordRule?: PatternRule;
  /** First login or an expired/default password: the modal cannot be dismissed. */
  forced: boolean;
}

export interface ChangePasswordContext {
  config: ChangePasswordInput;
  fields: ChangePasswordFields;
  formError: string | null;
  error: FlowError | null;
  result: LoginResult | null;
  member: MemberInfo | null;
}

export type ChangePasswordEvent = { type: 'EDIT'; values: Partial<ChangePasswordFields> } | { type: 'SUBMIT' } | { type: 'CANCEL' };

export function oldPasswordAsked(config: ChangePasswordInput): boolean {
  return config.currentPassword === null;
}

const output = <T>(event: unknown) => (event as { output: T }).output;

export const changePasswordMachine = setup({
  types: {
    input: {} as ChangePasswordInput,
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
  },
  actors: {
    changePassword: fromPromise<void, { oldPassword: string; newPassword: string; confirmNewPassword: string }>(async () => { throw new Error('changePassword is not provided'); }),
    relogin: fromPromise<LoginResult, { username: string; password: string }>(async () => { throw new Error('relogin is not provided'); }),
    loadMemberInfo: fromPromise<MemberInfo, { token: string }>(async () => { throw new Error('loadMemberInfo is not provided'); }),
  },
  guards: {
    mayCancel: ({ context }) => !context.config.forced,
    formInvalid: ({ context }) => changePasswordError(context.fields, oldPasswordAsked(context.config), context.config.passwordRule) !== null,
  },
  actions: {
    edit: assign(({ context, event }) => (event.type === 'EDIT' ? { fields: { ...context.fields, ...event.values }, formError: null } : {})),
    flagError: assign(({ context }) => ({ formError: changePasswordError(context.fields, oldPasswordAsked(context.config), context.config.passwordRule) })),
    setError: assign({ error: ({ event }) => toFlowError((event as { error?: unknown }).error) }),
    storeResult: assign({ result: ({ event }) => output<LoginResult>(event) }),
    setMember: assign({ member: ({ event }) => output<MemberInfo>(event) }),
    showLoader: () => {},
    hideLoader: () => {},
    /** Reads context.result.token. */
    storeToken: () => {},
    closeModal: () => {},
    goToRoot: () => {},
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({
    config: input,
    fields: { oldPassword: input.currentPassword ?? '', newPassword: '', confirmNewPassword: '' },
    formError: null, error: null, result: null, member: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        EDIT: { actions: 'edit' },
        SUBMIT: [{ guard: 'formInvalid', actions: 'flagError' }, { target: 'submitting' }],
        CANCEL: { guard: 'mayCancel', target: 'cancelled' },
      },
    },
    submitting: {
      entry: 'showLoader',
      invoke: {
        src: 'changePassword',
        id: 'changePassword',
        input: ({ context }) => ({ ...context.fields }),
        onDone: 'loggingIn',
        onError: { target: 'editing', actions: ['hideLoader', 'setError'] },
      },
    },
    loggingIn: {
      invoke: {
        src: 'relogin',
        id: 'relogin',
        input: ({ context }) => ({ username: context.config.username, password: context.fields.newPassword }),
        onDone: { target: 'loadingInfo', actions: ['storeResult', 'storeToken'] },
        onError: { target: 'changed', actions: ['hideLoader', 'setError'] },
      },
    },
    loadingInfo: {
      invoke: {
        src: 'loadMemberInfo',
        id: 'loadMemberInfo',
        input: ({ context }) => ({ token: context.result?.token ?? '' }),
        onDone: { target: 'loggedIn', actions: ['setMember', 'hideLoader', 'closeModal', 'goToRoot'] },
        onError: { target: 'changed', actions: ['hideLoader', 'setError'] },
      },
    },
    /** Password changed but not signed in again: the member signs in by hand. */
    changed: { type: 'final' },
    loggedIn: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
