/** A UBL document on its way to the buyer's Peppol access point. */
export interface PeppolDocument {
  readonly number: string;
  readonly kind: 'invoice' | 'credit_note';
  readonly xml: string;
  /** The buyer's Peppol participant (EAS scheme and identifier). */
  readonly receiver: { readonly scheme: string; readonly id: string };
}

export interface PeppolReceipt {
  readonly deliveryId: string;
  readonly deliveredAt: Date;
}

/** Hands documents to the Peppol network. Throws when it cannot: the delivery is tried again later. */
export interface PeppolSender {
  send(document: PeppolDocument): Promise<PeppolReceipt>;
}
