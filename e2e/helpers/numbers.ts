import * as phoneLib from 'libphonenumber-js/mobile';
import { writtenPhone } from '../../src/tenancy/phone';

/** A stored number (E.164) as the shop writes it on its pages: "+49 1511 2345678". */
export const writtenNumber = (e164: string) => writtenPhone(e164, phoneLib);
