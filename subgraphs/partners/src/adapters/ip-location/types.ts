/** Where an address is, as far as the provider knows (Korean names where it has them). */
export interface IpLocation {
  countryCode: string;
  region: string | null;
  city: string | null;
}

/** The provider could not be asked (network, timeout, quota): the lookup may be tried again later. */
export class IpLocationUnavailable extends Error {}

/**
 * Finds where an IP address is. `null` means the provider answered that it cannot say (a private
 * or reserved address, an invalid one): asking again would not help.
 */
export interface IpLocator {
  readonly name: 'sandbox' | 'http' | 'off';
  locate(ip: string): Promise<IpLocation | null>;
}
