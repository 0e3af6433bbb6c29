// OpenSSL's message digests (Debian's libssl-dev): SHA-256 for docbuild's cache keys.
#include <openssl/evp.h>
