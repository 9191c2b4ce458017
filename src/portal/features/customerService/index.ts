// customerService (flows/customerService.machine.ts; platform routes/system.ts): the live-chat pop-up.
export { openCustomerService, setCustomerServicePopupSize } from './customer-service.ts';
export { customerServiceFlow, PopupBlockedError, type PopupHandle, type PopupOpener } from './actors.ts';
