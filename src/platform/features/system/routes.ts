/** System calls: permissions (whitelabel), registration settings, status, routes, help, portal config. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail, ok } from '../../../shared/envelope.ts';
import { encryptCsPath } from '../../../shared/crypto/cs-path.ts';
import { acceptedPattern } from '../../../shared/patterns.ts';
import type { RouteDeps } from '../../context.ts';
import type { Merchant, RegistrationSettings } from '../../merchants.ts';
import { effectiveRegistration, registrationValue } from '../sessions/index.ts';
import { helpArticles } from '../../content/merchant-content.ts';
import { defineCall } from '../../calls/routes.ts';
import { portalConfigValue } from './portal-config.ts';
import { merchantTextsFor } from '../../merchant-texts.ts';

/** Customer-service entry types: 3 is live chat (spec); the others are this platform's choice. */
const CS_TYPES: Record<string, number> = { telegram: 4, whatsapp: 5, facebook: 6, line: 7, qq: 8, wechat: 9, zalo: 10 };

const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.headers.host ?? 'localhost'}`;

/** Feature switches as the whitelabel tree, under the module ids real clients look for. */
interface TreeNode {
  modId: string;
  enabled: boolean;
  childrenNodes: TreeNode[];
}

function whitelabelTree(merchant: Merchant) {
  const f = merchant.features;
  const node = (modId: string, enabled: boolean, childrenNodes: TreeNode[] = []): TreeNode => ({ modId, enabled, childrenNodes });
  return [
    node('LOGIN3', true, [
      node('SMSLOGIN3', f.smsLogin),
      node('FREEPLAY3', f.freePlay),
      node('THIRDPARTY3', f.thirdPartySignIn.length > 0, f.thirdPartySignIn.map((c) => node(`${c.toUpperCase()}LOGIN3`, true))),
      node('FORCEPASS3', f.forcePasswordChange),
      node('IPVERIFY3', f.unregisteredIpVerification),
    ]),
    node('REGISTER3', f.usernameRegister || f.mobileRegister, [
      node('USERREG3', f.usernameRegister),
      node('MOBREG3', f.mobileRegister),
      node('REGMOBVERF3', f.registerSmsVerification),
      node('mobileRegPass', f.mobileRegisterPassword),
    ]),
    node('MEMBER3', true, [node('CHNGPASSVERIF3', f.forgotPasswordByPhone), node('REFERRAL3', f.referral)]),
  ];
}

function registerFields(settings: RegistrationSettings) {
  return Object.entries(settings.fields).map(([name, setting]) => ({
    name,
    shown: setting.shown,
    required: setting.required,
    acceptedPattern: setting.pattern ? acceptedPattern(setting.pattern) : '*',
    min: setting.pattern?.min ?? null,
    max: setting.pattern?.max ?? null,
    messageKey: setting.pattern?.messageKey ?? null,
  }));
}

export function createSystemRoutes(deps: RouteDeps) {
  return async (app: FastifyInstance) => {
    defineCall(app, 'whitelabel', async (request) => {
      const merchant = request.merchant;
      const settings = await effectiveRegistration(deps, merchant);
      const origin = originOf(request);
      return ok({
        info: {
          imageCDNs: [`${origin}/`],
          // The game provider's own origins, never the portal's (the portal CSP's frame-src).
          launchGameCDNs: deps.launchHosts?.() ?? [],
          register: { fields: registerFields(settings), ageConfirmation: settings.ageConfirmation, birthdayMinAge: settings.birthdayMinAge },
          features: merchant.features,
        },
        whitelabel: whitelabelTree(merchant),
      });
    });

    defineCall(app, 'registerSettings', async (request) => ok(registrationValue(await effectiveRegistration(deps, request.merchant))));

    defineCall(app, 'status', async (request) => {
      const settings = await deps.stores.settings.merchantSettings(request.merchant.code);
      const maintenance = typeof settings.maintenance === 'object' && settings.maintenance !== null ? (settings.maintenance as Record<string, unknown>) : null;
      return ok({
        merchantCode: request.merchant.code,
        maintenance: maintenance?.enabled === true,
        maintainTime: typeof maintenance?.startTime === 'number' ? maintenance.startTime : null,
        endTime: typeof maintenance?.endTime === 'number' ? maintenance.endTime : null,
        serverTime: deps.clock.now(),
      });
    });

    defineCall(app, 'domainRoute', async (request) => {
      const merchant = request.merchant;
      const port = /:(\d+)$/.exec(request.headers.host ?? '')?.[1];
      const hosts = [...new Set([`${merchant.code}.localhost`, ...merchant.hosts.filter((h) => !/^(localhost|127\.0\.0\.1)$/.test(h))])];
      const appDownload: Record<string, string | undefined> = { ...merchant.config.branding.appDownload };
      return ok({
        domainList: hosts.map((host) => ({ domain: `${request.protocol}://${host}${port ? `:${port}` : ''}`, speed: 0 })),
        resources: Object.entries(appDownload).flatMap(([kind, url]) =>
          typeof url === 'string' ? [{ resourceType: kind.toUpperCase(), url, qrCodeUrl: url, labelNameEn: kind }] : []),
      });
    });

    // The articles of the merchant's content files in the asked language (its default otherwise).
    defineCall(app, 'helpCenter', async (request) => {
      const { lang } = request.query;
      const merchant = request.merchant;
      const language = lang && merchant.languages.supported.includes(lang) ? lang : merchant.languages.default;
      return ok({ list: helpArticles(merchant, language) });
    });

    // Entries' paths are encrypted as PROTOCOL.md describes (DES, key = last 8 characters).
    // Live chat (type 3) comes from the merchant's liveChat contact link; without one, development
    // servers point at their local stand-in page.
    defineCall(app, 'customerService', async (request) => {
      const navigation = (request.merchant.config.navigation ?? {}) as { sideMenu?: { contacts?: { channel: string; links: { label: string; url: string }[] }[] } };
      const contacts = navigation.sideMenu?.contacts ?? [];
      const entries: { type: number; csType: string; title: string; csPosition: number; path: string }[] = [];
      const liveChat = contacts.find((c) => c.channel === 'liveChat')?.links[0]?.url ?? (deps.devEndpoints ? `${originOf(request)}/dev/live-chat` : null);
      if (liveChat) entries.push({ type: 3, csType: 'liveChat', title: 'Live chat', csPosition: 1, path: encryptCsPath(liveChat) });
      for (const contact of contacts) {
        if (contact.channel === 'liveChat') continue;
        for (const link of contact.links) {
          entries.push({ type: CS_TYPES[contact.channel] ?? 99, csType: contact.channel, title: link.label, csPosition: entries.length + 1, path: encryptCsPath(link.url) });
        }
      }
      return ok({ version: { pathList: entries } });
    });

    defineCall(app, 'portalConfig', async (request) => {
      return ok(await portalConfigValue(deps, request.merchant));
    });

    // The merchant's own texts for one of its languages (merchants/<code>/texts/<LANG>.json); the
    // portal lays them over the shipped locale. A supported language without a file has none.
    defineCall(app, 'portalTexts', async (request, reply) => {
      const { language } = request.query;
      const merchant = request.merchant;
      if (typeof language !== 'string' || !merchant.languages.supported.includes(language)) {
        return reply.code(400).send(fail('request.invalid', `language must be one of ${merchant.languages.supported.join(', ')}`));
      }
      return ok({ language, texts: merchantTextsFor(deps, request, language) });
    });
  };
}
