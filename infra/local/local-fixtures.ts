/**
 * Records of their own the examples make before their request (`localFixture` of a request
 * example): served as `POST {base_url}/local/<name>` by the local stack (capture, Postman) and called
 * in process by the event replays. Each answers the new record's ids (and a payment link's token).
 */
export const LOCAL_FIXTURES: Readonly<Record<string, () => Promise<Record<string, number | string>>>> = {
  'sales/contracted': async () => (await import('./seed/sale-contract')).createDemoContractedSale(),
  'sales/deletable': async () => (await import('./seed/sale-removal')).createDemoDeletableSale(),
  'sales/cancelled': async () => (await import('./seed/sale-removal')).createDemoCancelledSale(),
  'sale-operations/deleted': async () =>
    (await import('./seed/sale-operations')).createDemoDeletedOperation(),
  'sale-operations/online': async () => (await import('./seed/online-payment')).createDemoOnlinePayment(),
  'sale-files/staged': async () => (await import('./seed/sale-files')).createDemoStagedSaleFile(),
  'sale-files/filed': async () => (await import('./seed/sale-files')).createDemoFiledSaleFile(),
};
