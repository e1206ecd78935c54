/** Test certificates made on the fly (selfsigned): no key material is committed. */
import { generate } from 'selfsigned';

const DAY = 86_400_000;

export interface Pems {
  key: string;
  cert: string;
}

/** A self-signed certificate (its own CA) for the given DNS names and IP addresses. */
export async function testCertificate(
  names: { dns?: string[]; ips?: string[] },
  validity: { from?: number; to?: number } = {},
  cn = names.dns?.[0] ?? names.ips?.[0] ?? 'test',
): Promise<Pems> {
  const from = validity.from ?? Date.now() - DAY;
  const pems = await generate([{ name: 'commonName', value: cn }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate: new Date(from),
    notAfterDate: new Date(validity.to ?? from + 90 * DAY),
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          ...(names.dns ?? []).map((value) => ({ type: 2 as const, value })),
          ...(names.ips ?? []).map((ip) => ({ type: 7 as const, ip })),
        ],
      },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}
