// The part of i18next the portal uses, in about 1 KB instead of i18next's 15 KB gzipped (issue 11,
// item 6: a guest's home JS). The portal's builds resolve `i18next` to this file
// (vite.config.ts i18nLite); type checking, the desk and the unit tests keep the real package.
// tests/portal/i18n-lite.test.ts holds every text of every locale to the real i18next's output.
//
// What the portal's texts need, as i18next does it with the portal's options (i18n/options.ts):
// flat keys (no key or namespace separator), one namespace, no fallback language, no plurals, no
// nesting and no formatting in any text; `{{name}}` interpolation without escaping, a variable
// that was not passed left as written, one passed as undefined or null written as nothing;
// `defaultValue` for a missing key (else the key itself); the missing-key handler with saveMissing;
// 'languageChanged' on the instance and 'added' on its store.

type Strings = Record<string, string>;
type Listener = (...args: unknown[]) => void;
type Options = Record<string, unknown> & { defaultValue?: string };

export interface LiteInit {
  lng?: string;
  resources?: Record<string, Record<string, Strings>>;
  saveMissing?: boolean;
  missingKeyHandler?: (lngs: readonly string[], ns: string, key: string, fallbackValue: string) => void;
  [option: string]: unknown;
}

interface Plugin {
  type?: string;
  init?(instance: LiteI18n): void;
}

class Emitter {
  private listeners = new Map<string, Set<Listener>>();
  on(events: string, listener: Listener): this {
    for (const event of events.split(' ')) {
      let set = this.listeners.get(event);
      if (!set) this.listeners.set(event, (set = new Set()));
      set.add(listener);
    }
    return this;
  }
  off(events: string, listener?: Listener): this {
    for (const event of events.split(' ')) {
      if (listener) this.listeners.get(event)?.delete(listener);
      else this.listeners.delete(event);
    }
    return this;
  }
  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
}

const VARIABLE = /\{\{(.+?)\}\}/g;

/** i18next's interpolation for the options the portal sets (escapeValue false, skipOnVariables). */
function interpolate(text: string, data: Options | undefined): string {
  if (!data) return text;
  return text.replace(VARIABLE, (written, name: string) => {
    const key = name.trim();
    if (!Object.prototype.hasOwnProperty.call(data, key)) return written;
    const value = data[key];
    return value == null ? '' : String(value);
  });
}

class LiteI18n extends Emitter {
  language = '';
  languages: string[] = [];
  isInitialized = false;
  options: LiteInit = {};
  /** Store events ('added') as react-i18next binds them: `i18n.store.on(...)`. */
  readonly store = new Emitter();
  private data: Record<string, Strings> = {};
  private plugins: Plugin[] = [];

  use(plugin: Plugin): this {
    this.plugins.push(plugin);
    return this;
  }

  init(options: LiteInit = {}): Promise<LiteI18n['t']> {
    this.options = options;
    for (const [lng, namespaces] of Object.entries(options.resources ?? {})) this.data[lng] = { ...namespaces.translation };
    this.setLanguage(options.lng ?? '');
    for (const plugin of this.plugins) if (plugin.type === '3rdParty') plugin.init?.(this);
    this.isInitialized = true;
    this.emit('initialized', options);
    return Promise.resolve(this.t);
  }

  private setLanguage(lng: string): void {
    this.language = lng;
    this.languages = lng ? [lng] : [];
  }

  /** Bound, as i18next's is: components pass `t` around on its own. */
  t = (key: string | null | undefined, options?: Options): string => {
    if (key == null || key === '') return '';
    const found = this.data[this.language]?.[key];
    if (found !== undefined) return interpolate(found, options);
    if (this.options.saveMissing && typeof this.options.missingKeyHandler === 'function') {
      this.options.missingKeyHandler(this.languages, 'translation', key, options?.defaultValue ?? key);
    }
    return interpolate(options?.defaultValue ?? key, options);
  };

  exists(key: string): boolean {
    return this.data[this.language]?.[key] !== undefined;
  }

  hasResourceBundle(lng: string, _ns: string): boolean {
    return this.data[lng] !== undefined;
  }

  addResourceBundle(lng: string, ns: string, resources: Strings, _deep?: boolean, overwrite?: boolean): this {
    const current = this.data[lng] ?? {};
    this.data[lng] = overwrite ? { ...current, ...resources } : { ...resources, ...current };
    this.store.emit('added', lng, ns);
    return this;
  }

  changeLanguage(lng: string): Promise<LiteI18n['t']> {
    this.setLanguage(lng);
    this.emit('languageChanged', lng);
    return Promise.resolve(this.t);
  }

  createInstance(options?: LiteInit): LiteI18n {
    const instance = new LiteI18n();
    if (options) void instance.init(options);
    return instance;
  }
}

export type { LiteI18n };
export type TFunction = LiteI18n['t'];

const i18next = new LiteI18n();
export const createInstance = (options?: LiteInit): LiteI18n => i18next.createInstance(options);
export default i18next;
