// The parts of OpenSSL's libcrypto that ES256 signing needs, as plain functions: Swift cannot call
// the macros, and the wrapper stays free of OpenSSL's version quirks.
#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/ecdsa.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/objects.h>
#include <openssl/pem.h>

/// Reads a PEM private key ("-----BEGIN PRIVATE KEY-----", PKCS #8) from memory; NULL on failure.
static inline EVP_PKEY *lit_read_private_key(const void *pem, int length) {
    BIO *bio = BIO_new_mem_buf(pem, length);
    if (bio == NULL) return NULL;
    // An empty pass phrase: an encrypted key fails here instead of prompting on the terminal.
    EVP_PKEY *key = PEM_read_bio_PrivateKey(bio, NULL, NULL, (void *)"");
    BIO_free(bio);
    return key;
}

/// Whether `key` is an elliptic-curve key on P-256 (prime256v1).
static inline int lit_is_p256(EVP_PKEY *key) {
    if (EVP_PKEY_get_base_id(key) != EVP_PKEY_EC) return 0;
    char name[64] = {0};
    size_t length = 0;
    if (!EVP_PKEY_get_utf8_string_param(key, "group", name, sizeof name, &length)) return 0;
    return OBJ_txt2nid(name) == NID_X9_62_prime256v1;
}

/// Signs `message` with ECDSA over SHA-256 and writes the raw signature, r then s, 32 bytes each
/// (the JWS form), into `signature` (64 bytes). Returns 1 on success.
static inline int lit_sign_es256(EVP_PKEY *key, const unsigned char *message, size_t length,
                                 unsigned char signature[64]) {
    EVP_MD_CTX *context = EVP_MD_CTX_new();
    if (context == NULL) return 0;
    unsigned char der[80];
    size_t derLength = sizeof der;
    int ok = EVP_DigestSignInit(context, NULL, EVP_sha256(), NULL, key) == 1
        && EVP_DigestSign(context, der, &derLength, message, length) == 1;
    EVP_MD_CTX_free(context);
    if (!ok) return 0;
    const unsigned char *cursor = der;
    ECDSA_SIG *parsed = d2i_ECDSA_SIG(NULL, &cursor, (long)derLength);
    if (parsed == NULL) return 0;
    const BIGNUM *r = NULL, *s = NULL;
    ECDSA_SIG_get0(parsed, &r, &s);
    ok = BN_bn2binpad(r, signature, 32) == 32 && BN_bn2binpad(s, signature + 32, 32) == 32;
    ECDSA_SIG_free(parsed);
    return ok;
}

/// The reason for the last libcrypto failure, or an empty string.
static inline void lit_last_error(char *buffer, size_t length) {
    unsigned long code = ERR_get_error();
    if (code == 0) { if (length > 0) buffer[0] = 0; return; }
    ERR_error_string_n(code, buffer, length);
    ERR_clear_error();
}

/// The SHA-256 digest of `data` (32 bytes into `digest`). Returns 1 on success.
static inline int lit_sha256(const void *data, size_t length, unsigned char digest[32]) {
    unsigned int size = 0;
    return EVP_Digest(data, length, digest, &size, EVP_sha256(), NULL) == 1 && size == 32;
}
