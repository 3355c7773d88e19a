// libcurl's variadic setters and getters as typed functions Swift can call.
#include <curl/curl.h>

typedef size_t (*lit_curl_callback)(char *data, size_t size, size_t count, void *context);

static inline CURLcode lit_curl_set_text(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode lit_curl_set_number(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode lit_curl_set_list(CURL *handle, CURLoption option, struct curl_slist *list) {
    return curl_easy_setopt(handle, option, list);
}

/// Sets the body (`CURLOPT_WRITEFUNCTION`) and header (`CURLOPT_HEADERFUNCTION`) callbacks, both
/// called with `context`.
static inline CURLcode lit_curl_set_callbacks(CURL *handle, lit_curl_callback body, lit_curl_callback header,
                                              void *context) {
    CURLcode code = curl_easy_setopt(handle, CURLOPT_WRITEFUNCTION, body);
    if (code == CURLE_OK) code = curl_easy_setopt(handle, CURLOPT_WRITEDATA, context);
    if (code == CURLE_OK) code = curl_easy_setopt(handle, CURLOPT_HEADERFUNCTION, header);
    if (code == CURLE_OK) code = curl_easy_setopt(handle, CURLOPT_HEADERDATA, context);
    return code;
}

/// The last response's status code.
static inline long lit_curl_status(CURL *handle) {
    long status = 0;
    curl_easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &status);
    return status;
}

/// Body bytes received on the wire (before decompression).
static inline long long lit_curl_downloaded(CURL *handle) {
    curl_off_t bytes = 0;
    curl_easy_getinfo(handle, CURLINFO_SIZE_DOWNLOAD_T, &bytes);
    return (long long)bytes;
}

/// The result of the multi handle's finished transfer; `done` is set to 1 when there was one.
static inline CURLcode lit_curl_multi_result(CURLM *multi, int *done) {
    int queued = 0;
    CURLMsg *message;
    *done = 0;
    while ((message = curl_multi_info_read(multi, &queued)) != NULL) {
        if (message->msg == CURLMSG_DONE) {
            *done = 1;
            return message->data.result;
        }
    }
    return CURLE_OK;
}
