#!/usr/bin/env python3
"""Verifies an ES256 JSON Web Token with OpenSSL, independently of lit's own code.

Usage: verify_jwt.py TOKEN PUBLIC_KEY.pem
Prints the decoded header and claims as one JSON object on stdout and exits 0 when
`openssl dgst -sha256 -verify` accepts the signature; exits 1 otherwise.
"""
import base64, json, subprocess, sys, tempfile, os


def unbase64url(text):
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def der_integer(value):
    body = value.lstrip(b"\0") or b"\0"
    if body[0] & 0x80:
        body = b"\0" + body
    return b"\x02" + bytes([len(body)]) + body


def main():
    token, public_key = sys.argv[1], sys.argv[2]
    header, claims, signature = token.split(".")
    raw = unbase64url(signature)
    if len(raw) != 64:
        print(f"signature is {len(raw)} bytes, expected 64 (r || s)", file=sys.stderr)
        return 1
    sequence = der_integer(raw[:32]) + der_integer(raw[32:])
    der = b"\x30" + bytes([len(sequence)]) + sequence
    with tempfile.TemporaryDirectory() as folder:
        signed, sig = os.path.join(folder, "signed"), os.path.join(folder, "sig.der")
        open(signed, "wb").write(f"{header}.{claims}".encode())
        open(sig, "wb").write(der)
        result = subprocess.run(
            ["openssl", "dgst", "-sha256", "-verify", public_key, "-signature", sig, signed],
            capture_output=True, text=True)
    if result.returncode != 0:
        print(result.stdout + result.stderr, file=sys.stderr)
        return 1
    print(json.dumps({"header": json.loads(unbase64url(header)), "claims": json.loads(unbase64url(claims))}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
