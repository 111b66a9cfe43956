import type { VatNumberCheck, VatNumberRegistry } from '../../application/vat/vat-number-registry.port.js';
import type { VatNumber } from '../../domain/vat/vat-number.js';

/** The fields of the VIES REST answer (POST /check-vat-number) the shop reads. */
interface ViesAnswer {
  readonly valid?: unknown;
  readonly userError?: unknown;
  readonly requestIdentifier?: unknown;
  readonly requestDate?: unknown;
  readonly name?: unknown;
  readonly errorWrappers?: unknown;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' && value.trim() !== '---' ? value.trim() : null);

/**
 * The European Commission's VIES over its REST API
 * (https://ec.europa.eu/taxation_customs/vies/rest-api, POST /check-vat-number).
 * With the seller's own number as requester, VIES returns a consultation number
 * (requestIdentifier), the seller's proof that it checked. Any outage, timeout,
 * error status or unreadable answer is `unavailable` (member state services are often down).
 */
export class EcViesRegistry implements VatNumberRegistry {
  constructor(
    private readonly options: { readonly baseUrl: string; readonly timeoutMs: number; readonly requester: VatNumber | null },
    private readonly now: () => Date,
  ) {}

  async check(vatNumber: VatNumber): Promise<VatNumberCheck> {
    const body = {
      countryCode: vatNumber.country,
      vatNumber: vatNumber.number,
      ...(this.options.requester === null ? {} : { requesterMemberStateCode: this.options.requester.country, requesterNumber: this.options.requester.number }),
    };
    let answer: ViesAnswer;
    try {
      const response = await fetch(`${this.options.baseUrl.replace(/\/+$/, '')}/check-vat-number`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      if (!response.ok) return { status: 'unavailable', reason: `VIES answered HTTP ${response.status}` };
      answer = (await response.json()) as ViesAnswer;
    } catch (error) {
      return { status: 'unavailable', reason: error instanceof Error ? `${error.name}: ${error.message}` : 'VIES could not be reached' };
    }
    if (typeof answer !== 'object' || answer === null || typeof answer.valid !== 'boolean') {
      return { status: 'unavailable', reason: `VIES gave no verdict${text(answer?.userError) === null ? '' : ` (${text(answer.userError)})`}` };
    }
    const userError = text(answer.userError);
    if (userError !== null && userError !== 'VALID' && userError !== 'INVALID') return { status: 'unavailable', reason: `VIES: ${userError}` };
    const checkedAt = this.now().toISOString();
    if (!answer.valid) return { status: 'not_registered', checkedAt };
    return { status: 'confirmed', consultationNumber: text(answer.requestIdentifier), checkedAt, registeredName: text(answer.name) };
  }
}
