/* Generated from schemas/api/whitelabel.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/system/whitelabel: the request and success value of the whitelabel call.
 */
export interface WhitelabelCall {
  request: WhitelabelRequest;
  response: WhitelabelResponse;
}
/**
 * The parameters this call reads; clients may send others (platform, language, ...), which it ignores.
 */
export interface WhitelabelRequest {
  [k: string]: string | undefined;
}
export interface WhitelabelResponse {
  info: {
    imageCDNs: string[];
    launchGameCDNs: string[];
    register: {
      fields: {
        name: string;
        shown: boolean;
        required: boolean;
        acceptedPattern: string;
        min: number | null;
        max: number | null;
        messageKey: string | null;
      }[];
      ageConfirmation: {
        enabled: boolean;
        age: number;
      };
      birthdayMinAge: number;
    };
    features: import('../merchant.ts').Features;
  };
  whitelabel: {
    modId: string;
    enabled: boolean;
    childrenNodes: {
      modId: string;
      enabled: boolean;
      childrenNodes: {
        modId: string;
        enabled: boolean;
        childrenNodes: unknown[];
      }[];
    }[];
  }[];
}
