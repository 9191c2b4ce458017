// customerService (flows/customerService.machine.ts; platform routes/system.ts): the live-chat
// pop-up. The machine and its actors (actors.ts, run.ts) load on the first click; the model tests
// import actors.ts directly.
export { openCustomerService, setCustomerServicePopupSize } from './customer-service.ts';
