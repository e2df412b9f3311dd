import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

/**
 * A software authenticator for API tests (what Chromium's virtual authenticator is in the browser test): an ES256
 * key pair per credential, "none" attestation, and assertions signed over authenticatorData ‖ SHA-256(clientData).
 * It only makes what a real authenticator sends; every check is SimpleWebAuthn's, on the server.
 */
export type SoftCredential = { id: string; privateKey: KeyObject; userHandle: string; counter: number };

const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash("sha256").update(data).digest());
const u32 = (n: number) => new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

type CreationOptions = { challenge: string; rp: { id: string }; user: { id: string } };
type RequestOptions = { challenge: string; rpId?: string };

export function createCredential(options: CreationOptions, origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const cose = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, isoBase64URL.toBuffer(jwk.x ?? "")],
    [-3, isoBase64URL.toBuffer(jwk.y ?? "")],
  ]);
  const credentialId = new Uint8Array(randomBytes(16));
  const authData = concat(
    sha256(options.rp.id),
    new Uint8Array([0x45]),
    u32(0),
    new Uint8Array(16),
    new Uint8Array([0, credentialId.length]),
    credentialId,
    isoCBOR.encode(cose),
  );
  const attestationObject = isoCBOR.encode(
    new Map<string, unknown>([
      ["fmt", "none"],
      ["attStmt", new Map()],
      ["authData", authData],
    ]) as never,
  );
  const clientData = JSON.stringify({ type: "webauthn.create", challenge: options.challenge, origin });
  const id = b64(credentialId);
  const credential: SoftCredential = { id, privateKey, userHandle: options.user.id, counter: 0 };
  const response = {
    id,
    rawId: id,
    type: "public-key",
    response: {
      clientDataJSON: b64(new TextEncoder().encode(clientData)),
      attestationObject: b64(attestationObject),
      transports: ["internal"],
    },
    clientExtensionResults: {},
    authenticatorAttachment: "platform",
  };
  return { credential, response };
}

/** An assertion for `options` (override the origin, challenge or user handle to make a bad one). */
export function assertCredential(
  credential: SoftCredential,
  options: RequestOptions,
  origin: string,
  rpId: string,
  override: { challenge?: string; userHandle?: string } = {},
) {
  credential.counter += 1;
  const authData = concat(sha256(rpId), new Uint8Array([0x05]), u32(credential.counter));
  const clientData = new TextEncoder().encode(
    JSON.stringify({ type: "webauthn.get", challenge: override.challenge ?? options.challenge, origin }),
  );
  const signature = sign("sha256", concat(authData, sha256(clientData)), credential.privateKey);
  return {
    id: credential.id,
    rawId: credential.id,
    type: "public-key",
    response: {
      clientDataJSON: b64(clientData),
      authenticatorData: b64(authData),
      signature: b64(new Uint8Array(signature)),
      userHandle: override.userHandle ?? credential.userHandle,
    },
    clientExtensionResults: {},
    authenticatorAttachment: "platform",
  };
}
