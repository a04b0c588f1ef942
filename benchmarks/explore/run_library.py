"""strsat explore beside CrossHair on library code (issue 24), with the harness of
``benchmarks/explore_crosshair.py`` (same budget for both tools, CrossHair on a ladder of
budgets, both input sets measured by coverage.py the same way).  Not a test.  Two sets:

* ``realcode`` — ``realcode.py``: CPython 3.11.7's shlex, email.utils, calendar,
  http.cookiejar, urllib.parse; packaging 26.2;
* ``heldout`` — ``heldout.py``: issue 24's own examples rebuilt from CPython 3.11.7;
* ``versions`` — ``version_compare.py``: issue 26's version comparison (``split``,
  ``zip``, ``isdigit``, ``int()``), written as a user would;
* ``issue38`` — issue 38's set, in one run: ``libcode.py``'s copies of CPython
  3.11.7's ``xml.sax.saxutils.quoteattr``, ``html.unescape``, ``gettext.c2py`` and
  ``urllib.parse.parse_qsl`` and four functions of PyPI's ``inflection`` 0.5.1 (as
  installed: annotated already); ``libcalls.py``'s seven functions that call into
  libraries (``urllib.parse.unquote``, ``json.loads``, ``shlex.split``, ``mimetypes``,
  ``email.utils.parseaddr``, ``ipaddress``, ``html.entities``) and branch on the result
  (named ``libcalls.py:FUNCTION``);
* ``survey`` — issue 38's survey (``survey.py``: 30 functions of CPython 3.11.7's
  standard library nobody here chose; six functions of PyPI's validators, inflection
  and idna as installed);
* ``survey2`` — the second survey (``survey2.py``: 22 functions of CPython 3.11.7's
  modules no other set used; five functions of PyPI's werkzeug, tornado and click as
  installed);
* ``survey3`` — the third survey (``survey3.py``: 19 functions of CPython 3.11.7's
  modules no other set used; six functions of PyPI's babel, requests and urllib3 as
  installed);
* ``survey4`` — the fourth survey (``survey4.py``: 21 functions of CPython 3.11.7's
  modules no other set used; five functions of PyPI's dask, Markdown,
  charset-normalizer and wcwidth as installed, and python-dotenv's ``parse_variables``
  through a wrapper);
* ``survey5`` — the fifth survey (``survey5.py``: 18 functions of CPython 3.11.7's
  modules no other set used, six of them through a wrapper; five functions of PyPI's
  humanize, email-validator, isodate, python-dateutil and docutils as installed);
* ``survey6`` — the sixth survey (``survey6.py``: 19 functions of CPython 3.11.7's
  modules or functions no other set used, seven of them through a wrapper; five
  functions of PyPI's jmespath, PyYAML, Pygments, jsonpointer and text-unidecode as
  installed, each through a wrapper);
* ``survey7`` — the seventh survey (``survey7.py``: 21 functions of CPython 3.11.7's
  modules or functions no other set used, eleven of them through a wrapper; four
  functions of PyPI's rfc3339-validator, dnspython, pathspec and docker as installed,
  each through a wrapper);
* ``survey8`` — the eighth survey (``survey8.py``: nine functions of CPython 3.11.7's
  modules no other set used, three of them through a wrapper; three functions of PyPI's
  dnspython and tornado as installed, each through a wrapper);
* ``survey9`` — the ninth survey (``survey9.py``: seven functions of CPython 3.11.7's
  modules or functions no other set used, four of them through a wrapper; five
  functions of PyPI's werkzeug, requests, urllib3, validators and python-dateutil as
  installed, each through a wrapper);
* ``survey10`` — the tenth survey (``survey10.py``: eight functions of CPython 3.11.7's
  modules or functions no other set used, three of them through a wrapper; five
  functions of PyPI's tornado, parso, isodate and botocore as installed, three of them
  through a wrapper);
* ``survey11`` — the eleventh survey (``survey11.py``: eight functions of CPython
  3.11.7's modules or functions no other set used, each through a wrapper (two copied); five
  functions of PyPI's packaging, fsspec, graphql-core, mkdocs and python-slugify as
  installed, two of them through a wrapper);
* ``survey12`` — the twelfth survey (``survey12.py``: four functions of CPython 3.11.7
  and eight of PyPI packages no other set used, all through a wrapper);
* ``survey13`` — the thirteenth survey (``survey13.py``: seven functions of CPython
  3.11.7's modules no other set used and thirteen of PyPI packages (awscli, dask,
  prompt_toolkit, babel, packaging, Werkzeug, tornado, docker, requests, python-dotenv,
  IPython, dnspython, MarkupSafe), all through a wrapper);
* ``survey14`` — the fourteenth survey (``survey14.py``, brief "bytes16": ten bytes- and
  codec-handling functions of CPython 3.11.7 no other set used and five of PyPI packages
  (idna, itsdangerous, rsa, Werkzeug, msgpack), all through a wrapper);
* ``floats19`` — brief "floats19"'s set (``floats19.py``: eight functions that read a
  number with ``float()``, ``locale.atof``/``delocalize`` or ``ConfigParser.getfloat``
  and branch on its value);
* ``bytearray18`` — brief "bytearray18"'s survey (``bytearray18.py``: six functions of
  CPython 3.11.7's base64 and encodings.punycode and four of PyPI's msgpack and
  dnspython as installed that build their output in a ``bytearray``, all through a
  wrapper);
* ``loopbound`` — ``loopbound.py``: searches over constant tables and ``str``
  subclasses (brief "loopbound"; its own ``main`` measures strsat alone at a count
  budget);
* ``classes`` — ``classes.py``: one small function per class of operation the layer
  could not follow on main 95dfd81 (brief "exclass");
* ``classes2`` — ``classes.py``'s second part: ``!r``/``%r``/``!a``, tuple keys,
  ``float()``, ``unicodedata.normalize`` beyond ASCII (brief "exmisc");
* ``unseen18`` — ``unseen18.py``: the lead's unseen-module trial of session 18 (five
  wrappers: ``ipaddress.ip_network``, ``fractions.Fraction``, ``keyword``,
  ``http.HTTPStatus``, ``unicodedata.name``);
* ``pypi`` — issue 24's four PyPI functions, run from the *installed* packages (the
  ``bench`` extra; their code does not enter this repository): a name ``module:function``
  names a function of an installed module; ``urlsplit`` and ``offset_from_tz_string``,
  the issue's two other stdlib functions, are in ``heldout.py``.

    nice python benchmarks/explore/run_library.py realcode --budget 10 --ladder 1,2,4 \\
        --out /work/results/explore/realcode.jsonl

(On a loaded machine ``nice`` costs strsat, whose budget is wall-clock, and not CrossHair,
whose budget is CPU time: in the second survey's niced run strsat's 10 s bought 0.2-0.5 s
of CPU on several functions.)
"""

from __future__ import annotations

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

import explore_crosshair as harness  # noqa: E402

SETS = {
    "realcode": ("realcode.py", ("quote", "unquote", "monthrange", "reach", "_splitnetloc",
                                 "_splitport", "canonicalize_name", "_parse_letter_version")),
    "heldout": ("heldout.py", ("normpath", "_splitext", "translate", "_unquote", "dedent",
                               "parse257", "_parse_octet", "domain_match", "_parsedate_tz",
                               "_parse_isoformat_date", "_parse_hh_mm_ss_ff",
                               "_find_isoformat_datetime_separator")),
    "versions": ("version_compare.py", ("compare_versions", "compare_releases")),
    "pypi": ("", ("slugify._legacy:smart_truncate", "semver._deprecated:compare",
                  "validators.cron:_validate_cron_component",
                  "packaging.utils:parse_wheel_filename")),
    "stdlib2": ("heldout.py", ("urlsplit", "offset_from_tz_string")),
    # issue 38: library functions (copies from the standard library; PyPI's inflection
    # installed: the bench extra), and functions that call into libraries and branch
    # on what they return
    "issue38": ("libcode.py", (
        "quoteattr", "unescape", "c2py", "parse_qsl", "inflection:pluralize",
        "inflection:singularize", "inflection:camelize", "inflection:ordinal",
        *(f"libcalls.py:{n}" for n in ("normalize_path", "json_kind", "command_name",
                                         "content_kind", "sender_domain", "ip_kind",
                                         "entity")))),
    # issue 38's survey: string functions nobody here chose (survey.py's copies of
    # CPython 3.11.7's standard library; PyPI's validators 0.36.0, inflection 0.5.1,
    # idna 3.13 and packaging 26.2 as installed)
    "survey": ("survey.py", (
        "indent", "capwords", "sax_unescape", "interpolation_before_set",
        "_convert_to_boolean", "_expand_lang", "locale_normalize", "decode_rfc2231",
        "header_decode", "qp_decode", "cookie_quote", "_splittype", "_splithost",
        "_splituser", "is_hop_by_hop", "has_magic", "_get_normal_name", "_parse_hextet",
        "_prefix_from_prefix_string", "_bytes_from_decode_data", "html_escape",
        "template_identifiers", "validate_format", "_guess_quote_and_delimiter",
        "_url_collapse_path", "parse_http_list", "parse227", "quotedata", "parse_header",
        "uuid_hex", "validators.domain:domain", "validators.iban:iban",
        "inflection:underscore", "inflection:parameterize", "idna.core:check_hyphen_ok",
        "idna.core:check_bidi")),
    # the second survey (survey2.py: CPython 3.11.7's modules no set above used;
    # PyPI's werkzeug 3.1.8, tornado 6.6.1 and click 8.4.0 as installed)
    "survey2": ("survey2.py", (
        "decode_header", "ew_decode", "_get_ptext_to_endchars", "_splitparam",
        "_get_hostport", "splitdrive", "url2pathname", "parseline", "subst", "splitdoc",
        "cram", "_format_range_unified", "_parse_int", "_date_from_string",
        "parse_basic_str_escape", "_comparable_version", "_norm_version", "applies_to",
        "win_splitroot", "short_has_arg", "_escape_attrib", "_parse_datetime",
        "werkzeug.utils:secure_filename", "werkzeug.http:parse_options_header",
        "tornado.httputil:parse_request_start_line",
        "tornado.httputil:split_host_and_port", "click.parser:_split_opt")),
    # the third survey (survey3.py: CPython 3.11.7's modules no set above used; PyPI's
    # babel 2.19, requests 2.34 and urllib3 2.7 as installed)
    "survey3": ("survey3.py", (
        "_dnsname_match", "split_quoted", "strtobool", "_formatparam", "check_status",
        "_ellipsis_match", "_strip_exception_details", "cleandoc", "_is_dunder",
        "_is_private", "_getaction", "_parse_tz_str", "_parse_dst_start_end",
        "_parse_format_specifier", "fraction_from_string", "_splitlines_no_ff", "adapt",
        "evalString", "xpath_tokens", "babel.core:parse_locale",
        "babel.messages.pofile:unescape", "requests.utils:unquote_unreserved",
        "requests.utils:_parse_content_type_header", "requests.utils:unquote_header_value",
        "urllib3.util.url:_remove_path_dot_segments")),
    # the fourth survey (survey4.py: CPython 3.11.7's modules no set above used; PyPI's
    # dask, Markdown, charset-normalizer, python-dotenv and wcwidth as installed)
    "survey4": ("survey4.py", (
        "parseline", "resolve_name", "strict_version", "loose_version", "split_provision",
        "nti", "itn", "image_kind", "au_header", "unctrl", "filemode", "encodePriority",
        "cfg_convert", "_getaddr", "smtp_params", "get_host_info", "_sanitize_windows_name",
        "whitespace_profile", "netrc_hosts", "ToASCII", "expandvars",
        "dask.utils:parse_bytes", "markdown.util:parseBoolValue",
        "charset_normalizer.utils:iana_name", "charset_normalizer.utils:identify_sig_or_bom",
        "wcwidth._wcwidth:wcwidth", "dotenv_variables")),
    # the fifth survey (survey5.py: CPython 3.11.7's modules no set above used, some
    # through a wrapper; PyPI's humanize, email-validator, isodate, python-dateutil and
    # docutils as installed)
    "survey5": ("survey5.py", (
        "normalize_encoding", "Internaldate2tuple", "ParseFlags", "Int2AP", "shorten_pair",
        "short_repr", "convert_timestamp", "dylib_info", "framework_info",
        "count_lines_with_wrapping", "reformat_paragraph", "wrap_text", "dotted_attribute",
        "charset_codecs", "entry_point_sections", "option_kind", "_convert_name",
        "strptime_minute", "humanize.number:intcomma",
        "email_validator.syntax:validate_email_local_part", "iso_duration", "posix_tz",
        "docutils_id")),
    # the sixth survey (survey6.py: CPython 3.11.7's modules or functions no set above
    # used, some through a wrapper; PyPI's jmespath, PyYAML, Pygments, jsonpointer and
    # text-unidecode as installed, through wrappers)
    "survey6": ("survey6.py", (
        "_parse_proxy", "PEM_cert_to_DER_cert", "quoteaddr", "parse150", "epsv_port",
        "b32decode", "b85decode", "unhex", "cookie_names", "gzip_mtime", "source_encoding",
        "pathname2url", "os_release", "_splitnport", "maildir_sequences", "pickle_int",
        "punycode_decode", "glob_to_re", "pax_field", "jmespath_tokens", "yaml_tag",
        "python_shebang", "json_pointer", "ascii_fold")),
    # the seventh survey (survey7.py: CPython 3.11.7's modules or functions no set above
    # used, some through a wrapper; PyPI's rfc3339-validator, dnspython, pathspec and
    # docker as installed, through wrappers)
    "survey7": ("survey7.py", (
        "unwrap", "digest_challenge", "_nssplit", "_checkLevel", "_parse_localename",
        "py_encode_basestring_ascii", "stripid", "valid_boundary", "platform_name",
        "_strip_ipv6_iface", "iso2time", "ns_cookie", "escape_path", "_split_scope_id",
        "script_shift", "escape", "header_encode", "format_address", "zip64_sizes",
        "start_tags", "ini_options", "rfc3339", "dns_labels", "gitignore_regex",
        "docker_host")),
    # the eighth survey (survey8.py: CPython 3.11.7's functions no set above used, some
    # through a wrapper; PyPI's dnspython and tornado as installed, through wrappers)
    "survey8": ("survey8.py", (
        "_splittag", "rfc2231_text", "needsquoting", "IS_LINE_JUNK", "_escape_cdata",
        "user_domain_match", "header_pair", "_split_optional_netmask", "long_option",
        "ipv4_aton", "dns_ttl", "url_unescape_bytes")),
    # the ninth survey (survey9.py: CPython 3.11.7's functions no set above used, some
    # through a wrapper; PyPI's werkzeug, requests, urllib3, validators and
    # python-dateutil as installed, through wrappers)
    "survey9": ("survey9.py", (
        "urldefrag", "quote_from_bytes", "long_abbrev", "_parse_isoformat_time",
        "param_pair", "robots_line", "argparse_optional", "range_header", "header_links",
        "encode_invalid", "card", "iso_datetime")),
    # the tenth survey (survey10.py: CPython 3.11.7's functions no set above used, some
    # through a wrapper; PyPI's tornado, parso, isodate and botocore as installed)
    "survey10": ("survey10.py", (
        "urljoin", "_sys_version", "ToUnicode", "toml_datetime", "normpath", "expandvars",
        "password_uri", "wsgi_request_uri", "tornado.httputil:parse_cookie",
        "parso.utils:parse_version_string", "source_lines", "iso_time", "endpoint_url")),
    # the eleventh survey (survey11.py: CPython 3.11.7's functions no set above used, all
    # through a wrapper, two of them copied; PyPI's packaging, fsspec, graphql-core, mkdocs and
    # python-slugify as installed)
    "survey11": ("survey11.py", (
        "dataclass_field_kind", "common_path", "tuple_fields", "extended_value",
        "content_type", "ipv4_network", "log_template_format", "wrap_lines",
        "pep440_version", "fsspec.utils:infer_storage_options",
        "graphql.language.block_string:is_printable_as_block_string",
        "mkdocs.utils:get_relative_url", "slug")),
    # the twelfth survey (survey12.py: CPython 3.11.7's functions no set above used and
    # PyPI's fontTools, aws-xray-sdk, pytest-benchmark, iniconfig, execnet, mpmath, pytest
    # and Jinja2 as installed, all through a wrapper)
    "survey12": ("survey12.py", (
        "cmdline", "ipaddr_info", "idle_continuation", "feed_message", "glyph_unicode",
        "xray_match", "compare_fail", "ini_sections", "xspec", "mp_from_str",
        "mark_expression", "urlize_text")),
    # the thirteenth survey (survey13.py: CPython 3.11.7's functions no set above used and
    # PyPI's awscli, dask, prompt_toolkit, babel, packaging, Werkzeug, tornado, docker,
    # requests, python-dotenv, IPython, dnspython and MarkupSafe as installed, all
    # through a wrapper)
    "survey13": ("survey13.py", (
        "regex_syntax", "version_predicate", "line_tokens", "ascii85", "close_matches",
        "shift_path", "path_suffix", "shorthand", "timedelta_seconds", "terminal_color",
        "plural_rule", "requirement", "accept_header", "unescape_regex", "port_spec",
        "json_utf", "dotenv_bindings", "user_input", "ipv6_bytes", "strip_tags")),
    # the fourteenth survey (survey14.py, brief "bytes16": CPython 3.11.7's bytes and
    # codec functions no set above used and PyPI's idna, itsdangerous, rsa, Werkzeug and
    # msgpack as installed, all through a wrapper)
    "survey14": ("survey14.py", (
        "qp_encode", "qp_body_decode", "qp_body_encode", "form_unquote", "mail_unquote",
        "http_headers", "utf7_text", "uu_line", "header_text", "b64_body", "idna_decode",
        "dangerous_b64", "pem_block", "etag", "msgpack_unpack")),
    # the seventeenth survey (survey17.py, brief "survey17": CPython 3.11.7's parsers and
    # normalisers no set above used and PyPI's packaging, inflection, validators,
    # email-validator, python-dateutil, Werkzeug, isodate and urllib3 as installed, all
    # through a wrapper)
    "survey17": ("survey17.py", (
        "glob_escape", "toml_doc", "decimal_text", "ip_iface", "pretty_str", "mime_version",
        "header_fold", "version_spec", "title_text", "valid_email", "mail_domain",
        "loose_date", "dict_header", "iso_date", "url_parts")),
    # brief "bytearray18": functions that build their output in a bytearray (bytearray18.py:
    # CPython 3.11.7's base64 and encodings.punycode; PyPI's msgpack and dnspython as
    # installed, all through a wrapper)
    "bytearray18": ("bytearray18.py", (
        "b32_kind", "b32_encode", "b16_decode", "b85_decode", "a85_decode", "puny_encode",
        "msgpack_stream", "svcb_unescape", "token_unescape", "nsec_bitmap")),
    # brief "floats19": functions that read a number with float() and branch on its value
    # (floats19.py: wrappers of CPython 3.11.7's locale, configparser, colorsys, written here)
    "floats19": ("floats19.py", (
        "locale_amount", "delocalized_round", "size_limit", "percentage", "coordinate",
        "hsv_color", "config_timeout", "python_at_least")),
    # the eighteenth survey (survey18.py, brief "survey18": CPython 3.11.7's parsers no set
    # above used and PyPI's Pillow, fontTools, tblib, aws-xray-sdk, Werkzeug, docutils and
    # pyparsing as installed, all through a wrapper)
    "survey18": ("survey18.py", (
        "sniff_delimiter", "win_parts", "message_id", "disposition", "address_list",
        "transfer_encoding", "doctest_examples", "entry_point", "color_rgb", "fea_tokens",
        "trace_text", "trace_header", "converter_args", "smart_quotes", "csv_list")),
    # the nineteenth survey (survey19.py, brief "survey19": CPython 3.11.7's dispatchers on
    # status codes and enums and parsers no set above used and PyPI's validators, packaging
    # and inflection as installed, all through a wrapper)
    "survey19": ("survey19.py", (
        "status_reason", "signal_name", "morsel_attr", "mime_params", "header_address",
        "no_proxy", "mbox_flags", "mac", "url_ok", "sdist_name", "wheel_tag", "ordinal")),
    # the twentieth survey (survey20.py, brief "survey20": PyPI's iso8601, rfc3986, pip (its
    # vendored rich and distlib), docutils, py-cpuinfo, coverage, colorama, pytest-benchmark
    # and babel as installed, all through a wrapper)
    "survey20": ("survey20.py", (
        "iso8601_date", "uri_normal", "rich_color", "dist_name", "dist_filename", "req_line",
        "rst_length", "cpu_brand", "env_subst", "ansi_params", "bench_warmup",
        "babel_decimal")),
    # the twenty-first survey (survey21.py, brief "survey21": PyPI's pydantic (its v1
    # package), attrs, pip (its vendored cachecontrol, webencodings and distro; its
    # utils.misc and models.wheel), jedi, jsonpath-ng and traitlets as installed, all
    # through a wrapper)
    "survey21": ("survey21.py", (
        "color_str", "duration", "byte_size", "to_bool", "cache_control", "encoding_label",
        "distro_line", "redact_url", "wheel_file", "docstr_type", "jsonpath_tokens",
        "wrap_paras")),
    # the twenty-second survey (survey22.py, brief "survey22": PyPI's IPython (utils.text),
    # xmltodict, joserfc, cfn-lint, samtranslator, pyasn1, backrefs, griffe and lark as
    # installed, all through a wrapper)
    "survey22": ("survey22.py", (
        "email_quotes", "xml_name", "xml_namespace", "b64_int", "jws_header", "cfn_date",
        "partition", "asn1_bits", "asn1_oid", "unicode_prop", "google_sections",
        "lark_literal")),
    # the twenty-third survey (survey23.py, brief "survey23": PyPI's sympy, networkx, pygls,
    # responses, openapi-spec-validator, py-partiql-parser, pymdown-extensions, setuptools'
    # pkg_resources and flask-cors as installed, all through a wrapper)
    "survey23": ("survey23.py", (
        "sym_parts", "latex_name", "ordinal_of", "edge_line", "graph6_edges", "fs_path",
        "clean_url", "spec_version", "partiql_doc", "md_url", "pkg_sections",
        "cors_origin")),
    # the twenty-fourth survey (survey24.py, brief "survey24": PyPI's pycparser,
    # openapi-schema-validator, mkdocs-autorefs, pathable, mkdocs-get-deps, cattrs, toolz,
    # paginate and asttokens as installed, all through a wrapper)
    "survey24": ("survey24.py", (
        "c_tokens", "oas_byte", "rel_url", "autoref_html", "path_parts", "mk_dig",
        "cattrs_server", "toolz_get_in", "page_links", "text_pos")),
    # the twenty-fifth survey (survey25.py, brief "survey25": PyPI's matplotlib, zipp,
    # referencing, distributed, psutil, cryptography, docutils, botocore, babel and Jinja2
    # as installed, all through a wrapper)
    "survey25": ("survey25.py", (
        "mpl_color", "zip_glob", "schema_ref", "dask_address", "environ_block", "dn_parse",
        "roman_value", "s3_arn", "date_pattern", "jinja_filters")),
    # the twenty-sixth survey (survey26.py, brief "survey26": PyPI's graphql-core, click,
    # python-dateutil's rrule, urllib3's ssl_match_hostname, Markdown's attr_list,
    # coverage's files, validators' finance, awscli's s3 utils, semver's match, tornado's
    # _parse_header and CPython's nturl2path as installed, all through a wrapper)
    "survey26": ("survey26.py", (
        "gql_tokens", "click_values", "rrule_text", "host_match", "md_attrs", "cov_glob",
        "finance_ids", "s3_size", "semver_match", "content_disposition", "win_path")),
    # the twenty-seventh survey (survey27.py, brief "survey27": PyPI's pydantic
    # alias_generators, prompt_toolkit, pytest's junitxml, pip's vendored rich, matplotlib's
    # rcsetup, dask's key_split and pytest-benchmark's utils as installed, all through a
    # wrapper)
    "survey27": ("survey27.py", (
        "case_names", "key_name", "pt_ansi", "pt_style", "xml_escape", "rich_markup",
        "rich_ansi", "rich_style", "mpl_rc", "dask_key", "bench_opts")),
    # the twenty-eighth survey (survey28.py, brief "survey28": PyPI's Pygments util,
    # humanize's number, pytest-xdist's plugin, mkdocs' utils.meta, py-cpuinfo, wcwidth and
    # pip's req.constructors/utils.misc as installed, all through a wrapper)
    "survey28": ("survey28.py", (
        "pg_opts", "pg_doctype", "hz_words", "xdist_n", "mk_meta", "cpu_arch", "wc_swidth",
        "pip_netloc")),
    # the twenty-ninth survey (survey29.py, brief "survey29": PyPI's webcolors, fqdn,
    # pytimeparse, python-multipart, titlecase, tinycss2, docopt, h11, natsort and json5 as
    # installed, all through a wrapper)
    "survey29": ("survey29.py", (
        "wc_hex", "wc_legacy", "fqdn_check", "time_parse", "mp_options", "title_case",
        "css_color", "css_nth", "docopt_option", "h11_header", "nat_key", "json5_loads")),
    # the thirtieth survey (survey30.py, brief "survey30": PyPI's numpy, libcst, s3transfer,
    # Flask, mkdocstrings-python, scipy and msgpack as installed, all through a wrapper)
    "survey30": ("survey30.py", (
        "np_version", "np_split", "np_names", "cst_module", "cst_pyver", "cst_lines",
        "s3_range", "s3_chunk", "flask_ns", "mkd_split", "sp_version", "mp_unpack")),
    # the thirty-first survey (survey31.py, brief "survey31": the standard library's xdrlib,
    # wave, aifc and sunau, PyPI's trio, sortedcontainers, antlr4, typeshed_client and
    # PySMT as installed, all through a wrapper)
    "survey31": ("survey31.py", (
        "xdr_unpack", "wave_params", "aifc_params", "sunau_params", "dtls_hello",
        "trio_hostport", "sc_list", "antlr_set", "antlr_ws", "smt_tokens", "ts_module",
        "smt_names")),
    # the thirty-second survey (survey32.py, brief "survey32": the standard library's
    # telnetlib, asynchat, uu and graphlib, PyPI's python-stdnum, semantic_version,
    # uritemplate, humanfriendly and base58 as installed, all through a wrapper)
    "survey32": ("survey32.py", (
        "telnet_cook", "chat_prefix", "uu_decode", "topo_order", "isbn_check", "luhn_check",
        "semver_parse", "semver_coerce", "uri_expand", "hf_size", "hf_format",
        "b58_decode")),
    # the thirty-third survey (survey33.py, brief "survey33": PyPI's python-mimeparse,
    # bech32, base32-crockford, word2number, pyhumps, pyisbn, isbnlib, boltons, hashids and
    # parse as installed, all through a wrapper)
    "survey33": ("survey33.py", (
        "mime_best", "bech32_addr", "crockford", "w2n_num", "humps_case", "pyisbn_check",
        "isbnlib_canon", "int_list", "singular", "timedelta_text", "hashids_decode",
        "parse_fmt")),
    # the thirty-fourth survey (survey34.py, brief "survey34": PyPI's aniso8601,
    # strict-rfc3339, shortuuid, num2words, bitmath, price-parser, uritools, netaddr,
    # sexpdata and hjson as installed, all through a wrapper)
    "survey34": ("survey34.py", (
        "ani_date", "ani_duration", "rfc3339_ts", "su_decode", "n2w", "bm_parse",
        "price_from", "uri_parts", "mac_eui", "sexp_loads", "hjson_loads")),
    # the thirty-fifth survey (survey35.py, brief "survey35": PyPI's stringcase, PyJWT,
    # pathvalidate, pyRFC3339, croniter, hyperlink, w3lib, python-ulid, cssselect and toml
    # as installed, all through a wrapper)
    "survey35": ("survey35.py", (
        "sc_case", "jwt_header", "pv_filename", "rfc3339_parse", "cron_valid", "hl_url",
        "w3_entities", "w3_headers", "ulid_str", "css_parse", "toml_loads")),
    # the thirty-sixth survey (survey36.py, brief "survey36": PyPI's furl, marshmallow,
    # voluptuous, Cerberus, ftfy, sqlparse, mistune, iso3166 and docstring_parser as
    # installed, all through a wrapper)
    "survey36": ("survey36.py", (
        "furl_parts", "mm_email", "mm_url", "vol_email_url", "vol_coerce", "cer_validate",
        "ftfy_fixes", "sql_lines", "sql_split", "mistune_util", "iso_country", "doc_parse")),
    # the thirty-seventh survey (survey37.py, brief "survey37": PyPI's email_reply_parser,
    # bracex, wcmatch, editorconfig, mdurl, cron_descriptor, pytz, uri_template,
    # case-converter, configobj, jsmin and commonmark as installed, all through a wrapper)
    "survey37": ("survey37.py", (
        "erp_reply", "brace_expand", "wc_translate", "ec_translate", "mdurl_parse",
        "mdurl_codec", "cron_describe", "tz_lookup", "uri_tmpl", "case_convert", "cobj_parse",
        "js_minify", "cm_common")),
    # brief "exloops": loops over characters and multi-part inputs (exloops.py: two
    # scanners written here, wrappers of shlex, email.utils, json.decoder, ipaddress;
    # survey3's _parse_tz_str, requests 2.34's unquote_unreserved)
    "exloops": ("exloops.py", (
        "split", "shlex_split", "shlex_quote", "csv_split", "tokenize_expr", "parse_address",
        "json_string", "ipv6_int", "survey3.py:_parse_tz_str",
        "requests.utils:unquote_unreserved")),
    # brief "loopbound": searches over constant tables (idna's intranges, a bisect over
    # Unicode blocks, a scan of magic prefixes, wcwidth) and str subclasses (the email
    # header parser's Terminal tokens) (loopbound.py)
    "loopbound": ("loopbound.py", (
        "wcwidth._wcwidth:wcwidth", "idna_codepoint", "unicode_block", "file_kind",
        "addr_spec", "survey4.py:_getaddr")),
    # brief "exclass": one small function per class of operation (classes.py)
    "classes": ("classes.py", (
        "letter_profile", "dominant", "dedupe", "parse_fields", "hextet", "join_words",
        "remove_suffix", "unescape", "census", "sorted_chars", "longest_run",
        "escaped_pattern", "to_idna", "percent_format", "format_mapped", "hex_value",
        "imap_flags", "header_field", "netstring", "unquote_bytes", "decode_part",
        "trim_path", "numbered", "mail_word")),
    # brief "exmisc": the remaining classes (classes.py, second part)
    "classes2": ("classes.py", (
        "describe_name", "unknown_key", "service_name", "pair_counts", "parse_amount", "slug",
        "same_text")),
    # the lead's unseen-module trial of session 18 (unseen18.py: ipaddress, fractions,
    # keyword, http.HTTPStatus, unicodedata.name through wrappers)
    "unseen18": ("unseen18.py", (
        "net_kind", "frac_kind", "ident_kind", "status_kind", "char_name")),
}

#: arcs of callees in other files of the package that count too (``ALSO_MEASURE`` of the
#: harness): ``semver.compare`` is ``Version.parse(ver1).compare(ver2)`` of semver.version
ALSO_MEASURE = {
    "semver._deprecated:compare": [("semver.version", "Version.compare")],
    # survey4.py's wrapper of python-dotenv's generator
    "dotenv_variables": [("dotenv.variables", "parse_variables")],
    # survey5.py's wrappers: the library code they reach
    "short_repr": [("reprlib", "Repr.repr_str")],
    "charset_codecs": [("email.charset", "Charset.__init__")],
    "entry_point_sections": [("importlib.metadata", "Sectioned"),
                             ("importlib.metadata._collections", "Pair")],
    "strptime_minute": [("_strptime", "_strptime")],
    "iso_duration": [("isodate.isoduration", "parse_duration")],
    "posix_tz": [("dateutil.parser._parser", "_tzparser")],
    "docutils_id": [("docutils.nodes", "make_id")],
    # survey6.py's wrappers: the library code they reach
    # (one entry per module: the functions an entry reaches by name count with it)
    "cookie_names": [("http.cookies", "BaseCookie._BaseCookie__parse_string")],
    "maildir_sequences": [("mailbox", "MaildirMessage._explain_to")],
    "pax_field": [("tarfile", "TarInfo._apply_pax_info")],
    "jmespath_tokens": [("jmespath.lexer", "Lexer")],
    "yaml_tag": [("yaml.resolver", "BaseResolver.resolve")],
    "python_shebang": [("pygments.util", "shebang_matches")],
    "json_pointer": [("jsonpointer", "resolve_pointer")],
    "ascii_fold": [("text_unidecode", "unidecode")],
    # survey7.py's wrappers: the library code they reach
    "zip64_sizes": [("zipfile", "ZipInfo._decodeExtra")],
    "start_tags": [("html.parser", "HTMLParser"), ("_markupbase", "ParserBase")],
    "ini_options": [("configparser", "RawConfigParser._read")],
    "rfc3339": [("rfc3339_validator", "validate_rfc3339")],
    "dns_labels": [("dns.name", "from_text")],
    "gitignore_regex": [("pathspec.patterns.gitignore.spec", "GitIgnoreSpecPattern"),
                        ("pathspec.patterns.gitignore.base", "_GitIgnoreBasePattern")],
    "docker_host": [("docker.utils.utils", "parse_host")],
    # survey8.py's wrappers: the library code they reach
    "ipv4_aton": [("dns.ipv4", "inet_aton")],
    "dns_ttl": [("dns.ttl", "from_text")],
    "url_unescape_bytes": [("tornado.escape", "url_unescape")],
    # survey9.py's wrappers: the library code they reach
    "robots_line": [("urllib.robotparser", "RobotFileParser")],
    "argparse_optional": [("argparse", "ArgumentParser._parse_optional")],
    "range_header": [("werkzeug.http", "parse_range_header")],
    "header_links": [("requests.utils", "parse_header_links")],
    "encode_invalid": [("urllib3.util.url", "_encode_invalid_chars")],
    "card": [("validators.card", "card_number")],
    "iso_datetime": [("dateutil.parser.isoparser", "isoparser")],
    # survey10.py's wrappers: the library code they reach
    "password_uri": [("urllib.request", "HTTPPasswordMgr.reduce_uri")],
    "wsgi_request_uri": [("wsgiref.util", "request_uri")],
    "source_lines": [("parso.utils", "split_lines")],
    "iso_time": [("isodate.isotime", "parse_time")],
    "endpoint_url": [("botocore.utils", "is_valid_endpoint_url")],
    # survey11.py's wrappers: the library code they reach
    "tuple_fields": [("collections", "namedtuple")],
    "extended_value": [("configparser", "ExtendedInterpolation")],
    "content_type": [("email._header_value_parser", "parse_content_type_header")],
    "ipv4_network": [("ipaddress", "IPv4Network")],  # with its bases _BaseV4, _BaseNetwork
    "log_template_format": [("logging", "StringTemplateStyle.validate")],
    "wrap_lines": [("textwrap", "TextWrapper")],
    "pep440_version": [("packaging.version", "Version")],
    "slug": [("slugify.slugify", "slugify"), ("slugify._legacy", "slugify")],
    # survey12.py's wrappers: the library code they reach
    "cmdline": [("subprocess", "list2cmdline")],
    "ipaddr_info": [("asyncio.base_events", "_ipaddr_info")],
    "idle_continuation": [("idlelib.pyparse", "Parser")],
    "feed_message": [("email.feedparser", "FeedParser"), ("email.feedparser", "BufferedSubFile")],
    "glyph_unicode": [("fontTools.agl", "toUnicode")],
    "xray_match": [("aws_xray_sdk.core.utils.search_pattern", "wildcard_match")],
    "compare_fail": [("pytest_benchmark.utils", "parse_compare_fail")],
    "ini_sections": [("iniconfig._parse", "parse_ini_data")],
    "xspec": [("execnet.xspec", "XSpec")],
    "mp_from_str": [("mpmath.libmp.libmpf", "from_str")],
    "mark_expression": [("_pytest.mark.expression", "Scanner"),
                        ("_pytest.mark.expression", "expression")],
    "urlize_text": [("jinja2.utils", "urlize")],
    # survey13.py's wrappers: the library code they reach
    "regex_syntax": [("re._parser", "parse")],
    "version_predicate": [("distutils.versionpredicate", "splitUp")],
    "line_tokens": [("tokenize", "_tokenize")],
    "ascii85": [("base64", "a85decode")],
    "close_matches": [("difflib", "get_close_matches")],
    "shift_path": [("wsgiref.util", "shift_path_info")],
    "path_suffix": [("pathlib", "PurePath.with_suffix")],
    "shorthand": [("awscli.shorthand", "ShorthandParser")],
    "timedelta_seconds": [("dask.utils", "parse_timedelta")],
    "terminal_color": [("prompt_toolkit.styles.style", "parse_color")],
    "plural_rule": [("babel.plural", "_Parser")],
    "requirement": [("packaging._parser", "parse_requirement"),
                    ("packaging._tokenizer", "Tokenizer")],
    "accept_header": [("werkzeug.http", "parse_accept_header")],
    "unescape_regex": [("tornado.util", "re_unescape")],
    "port_spec": [("docker.utils.ports", "split_port")],
    "json_utf": [("requests.utils", "guess_json_utf")],
    "dotenv_bindings": [("dotenv.parser", "parse_stream")],
    "user_input": [("IPython.core.splitinput", "split_user_input")],
    "ipv6_bytes": [("dns.ipv6", "inet_aton")],
    "strip_tags": [("markupsafe", "Markup.striptags")],
    # survey14.py's wrappers: the library code they reach
    "qp_encode": [("quopri", "encodestring")],
    "qp_body_decode": [("email.quoprimime", "decode")],
    "qp_body_encode": [("email.quoprimime", "body_encode")],
    "form_unquote": [("urllib.parse", "unquote_plus"), ("urllib.parse", "unquote")],
    "mail_unquote": [("email.utils", "unquote")],
    "http_headers": [("http.client", "parse_headers"), ("http.client", "_read_headers")],
    "header_text": [("email.header", "decode_header"), ("email.header", "make_header")],
    "b64_body": [("email.base64mime", "body_encode")],
    "idna_decode": [("idna.core", "decode"), ("idna.core", "ulabel")],
    "dangerous_b64": [("itsdangerous.encoding", "base64_decode")],
    "pem_block": [("rsa.pem", "load_pem"), ("rsa.pem", "_pem_lines"), ("rsa.pem", "_markers")],
    "etag": [("werkzeug.http", "unquote_etag")],
    "msgpack_unpack": [("msgpack.fallback", "unpackb"), ("msgpack.fallback", "Unpacker")],
    # survey17.py's wrappers: the library code they reach (one entry per module)
    "glob_escape": [("glob", "escape")],
    "toml_doc": [("tomllib._parser", "loads")],
    "decimal_text": [("_pydecimal", "Decimal.__new__")],
    "ip_iface": [("ipaddress", "ip_interface")],  # with the classes it names
    "pretty_str": [("pprint", "PrettyPrinter._pprint_str")],
    "mime_version": [("email._header_value_parser", "parse_mime_version")],
    "header_fold": [("email.header", "Header")],  # with _ValueFormatter
    "version_spec": [("packaging.specifiers", "Specifier.__init__")],
    "title_text": [("inflection", "titleize")],  # with humanize, underscore
    "valid_email": [("validators.email", "email")],
    "mail_domain": [("email_validator.syntax", "validate_email_domain_name")],
    "loose_date": [("dateutil.parser._parser", "parser")],  # with _timelex
    "dict_header": [("werkzeug.http", "parse_dict_header")],
    "iso_date": [("isodate.isodates", "parse_date")],
    "url_parts": [("urllib3.util.url", "parse_url")],
    # floats19.py's wrappers: the library code they reach
    "locale_amount": [("locale", "atof"), ("locale", "delocalize")],
    "delocalized_round": [("locale", "delocalize")],
    "hsv_color": [("colorsys", "hsv_to_rgb")],
    "config_timeout": [("configparser", "RawConfigParser._get_conv")],
    # bytearray18.py's wrappers: the library code they reach
    "b32_kind": [("base64", "_b32decode")],
    "b32_encode": [("base64", "_b32encode")],
    "b16_decode": [("base64", "b16decode")],
    "b85_decode": [("base64", "b85decode")],
    "a85_decode": [("base64", "a85decode")],
    "puny_encode": [("encodings.punycode", "punycode_encode")],  # with its helpers
    "msgpack_stream": [("msgpack.fallback", "Unpacker")],
    "svcb_unescape": [("dns.rdtypes.svcbbase", "_unescape")],
    "token_unescape": [("dns.tokenizer", "Token.unescape_to_bytes")],
    "nsec_bitmap": [("dns.rdtypes.util", "Bitmap.from_rdtypes")],
    # survey18.py's wrappers: the library code they reach (one entry per module)
    "sniff_delimiter": [("csv", "Sniffer")],
    "win_parts": [("pathlib", "PurePath")],  # with _WindowsFlavour
    "message_id": [("email._header_value_parser", "parse_message_id")],
    "disposition": [("email._header_value_parser", "parse_content_disposition_header")],
    "address_list": [("email._header_value_parser", "get_address_list")],
    "transfer_encoding": [("email._header_value_parser",
                           "parse_content_transfer_encoding_header")],
    "doctest_examples": [("doctest", "DocTestParser")],
    "entry_point": [("importlib.metadata", "EntryPoint")],
    "color_rgb": [("PIL.ImageColor", "getrgb")],
    "fea_tokens": [("fontTools.feaLib.lexer", "Lexer")],
    "trace_text": [("tblib", "Traceback")],
    "trace_header": [("aws_xray_sdk.core.models.trace_header", "TraceHeader")],
    "converter_args": [("werkzeug.routing.rules", "parse_converter_args")],
    "smart_quotes": [("docutils.utils.smartquotes", "educateQuotes")],
    "csv_list": [("pyparsing.core", "ParserElement")],
    # survey19.py's wrappers: the library code they reach (one entry per module)
    "signal_name": [("enum", "EnumType.__call__"), ("enum", "Enum.__new__")],
    "morsel_attr": [("http.cookies", "Morsel")],
    "mime_params": [("email._header_value_parser", "parse_mime_parameters")],
    "header_address": [("email.headerregistry", "Address")],
    "no_proxy": [("urllib.request", "proxy_bypass_environment")],
    "mbox_flags": [("mailbox", "_mboxMMDFMessage")],
    "mac": [("validators.mac_address", "mac_address")],
    "url_ok": [("validators.url", "url")],
    "sdist_name": [("packaging.utils", "parse_sdist_filename")],
    "wheel_tag": [("packaging.tags", "parse_tag")],
    "ordinal": [("inflection", "ordinalize")],
    # survey20.py's wrappers: the library code they reach (one entry per module)
    "iso8601_date": [("iso8601.iso8601", "parse_date")],
    "uri_normal": [("rfc3986.api", "uri_reference"), ("rfc3986.normalizers", "normalize_scheme"),
                   ("rfc3986.normalizers", "normalize_authority"),
                   ("rfc3986.normalizers", "normalize_path"),
                   ("rfc3986.normalizers", "normalize_percent_characters"),
                   ("rfc3986.normalizers", "remove_dot_segments"),
                   ("rfc3986.normalizers", "normalize_query"),
                   ("rfc3986.normalizers", "normalize_fragment"),
                   ("rfc3986.normalizers", "encode_component"),
                   ("rfc3986.uri", "URIReference")],
    "rich_color": [("pip._vendor.rich.color", "Color")],
    "dist_name": [("pip._vendor.distlib.util", "parse_name_and_version")],
    "dist_filename": [("pip._vendor.distlib.util", "split_filename")],
    "req_line": [("pip._internal.req.req_file", "break_args_options")],
    "rst_length": [("docutils.parsers.rst.directives", "length_or_percentage_or_unitless"),
                   ("docutils.parsers.rst.directives", "get_measure")],
    "cpu_brand": [("cpuinfo.cpuinfo", "_parse_cpu_brand_string"),
                  ("cpuinfo.cpuinfo", "_to_decimal_string")],
    "env_subst": [("coverage.misc", "substitute_variables")],
    "ansi_params": [("colorama.ansitowin32", "AnsiToWin32.extract_params")],
    "bench_warmup": [("pytest_benchmark.utils", "parse_warmup")],
    "babel_decimal": [("babel.numbers", "parse_decimal")],
    # survey21.py's wrappers: the library code they reach (one entry per module)
    "color_str": [("pydantic.v1.color", "parse_str")],  # with parse_hsl, ints_to_rgba
    "duration": [("pydantic.v1.datetime_parse", "parse_duration")],
    "byte_size": [("pydantic.v1.types", "ByteSize.validate")],
    "to_bool": [("attr.converters", "to_bool")],
    "cache_control": [("pip._vendor.cachecontrol.controller",
                       "CacheController.parse_cache_control")],
    "encoding_label": [("pip._vendor.webencodings", "lookup")],
    "distro_line": [("pip._vendor.distro.distro",
                     "LinuxDistribution._parse_distro_release_content")],
    "redact_url": [("pip._internal.utils.misc", "redact_auth_from_url")],
    "wheel_file": [("pip._internal.models.wheel", "Wheel.__init__")],
    "docstr_type": [("jedi.inference.docstrings", "_search_param_in_docstr")],
    "jsonpath_tokens": [("jsonpath_ng.lexer", "JsonPathLexer"),
                        ("jsonpath_ng._ply.lex", "Lexer")],
    "wrap_paras": [("traitlets.utils.text", "wrap_paragraphs")],
    # survey22.py's wrappers: the library code they reach (one entry per module)
    "email_quotes": [("IPython.utils.text", "strip_email_quotes")],
    "xml_name": [("xmltodict", "_validate_name")],
    "xml_namespace": [("xmltodict", "_process_namespace")],
    "b64_int": [("joserfc.util", "base64_to_int")],  # with to_bytes, urlsafe_b64decode
    "jws_header": [("joserfc._rfc7515.compact", "decode_header"),
                   ("joserfc.util", "json_b64decode")],
    "cfn_date": [("cfnlint.jsonschema._format", "is_date")],
    "partition": [("samtranslator.translator.arn_generator",
                   "ArnGenerator.get_partition_name")],  # with _region_to_partition
    "asn1_bits": [("pyasn1.type.univ", "BitString.prettyIn")],
    "asn1_oid": [("pyasn1.type.univ", "ObjectIdentifier.prettyIn")],
    "unicode_prop": [("backrefs.uniprops", "get_unicode_property")],
    "google_sections": [("griffe._internal.docstrings.google", "parse_google")],
    "lark_literal": [("lark.load_grammar", "eval_escaping")],
    # survey23.py's wrappers: the library code they reach (one entry per module)
    "sym_parts": [("sympy.printing.conventions", "split_super_sub")],
    "latex_name": [("sympy.printing.latex", "translate")],
    "ordinal_of": [("sympy.utilities.misc", "ordinal")],  # with as_int
    "edge_line": [("networkx.readwrite.edgelist", "parse_edgelist")],
    "graph6_edges": [("networkx.readwrite.graph6", "from_graph6_bytes")],  # with data_to_n
    "fs_path": [("pygls.uris", "to_fs_path")],  # with urlparse
    "clean_url": [("responses", "_clean_unicode")],  # with _has_unicode
    "spec_version": [("openapi_spec_validator.versions.finders", "SpecVersionFinder")],
    "partiql_doc": [("py_partiql_parser._internal.json_parser", "JsonParser"),
                    ("py_partiql_parser._internal.clause_tokenizer", "ClauseTokenizer")],
    "md_url": [("pymdownx.util", "parse_url")],
    "pkg_sections": [("pkg_resources", "split_sections")],  # with yield_lines
    "cors_origin": [("flask_cors.core", "get_cors_origins")],  # with try_match_pattern
    # survey24.py's wrappers: the library code they reach (one entry per module)
    "c_tokens": [("pycparser.c_lexer", "CLexer")],
    "oas_byte": [("openapi_schema_validator._format", "is_byte")],
    "rel_url": [("mkdocs_autorefs._internal.references", "relative_url")],
    "autoref_html": [("mkdocs_autorefs._internal.references", "fix_refs")],  # fix_ref's inner
    "path_parts": [("pathable.parsers", "parse_parts")],
    "mk_dig": [("mkdocs_get_deps", "_dig")],
    "cattrs_server": [("cattrs.converters", "BaseConverter.structure")],
    "toolz_get_in": [("toolz.dicttoolz", "get_in")],
    "page_links": [("paginate", "Page")],
    "text_pos": [("asttokens.line_numbers", "LineNumbers")],
    # survey25.py's wrappers: the library code they reach (one entry per module)
    "mpl_color": [("matplotlib.colors", "to_rgba"),
                  ("matplotlib.colors", "_to_rgba_no_colorcycle"),
                  ("matplotlib.colors", "_is_nth_color")],
    "zip_glob": [("zipp.glob", "Translator"), ("zipp.glob", "separate"),
                 ("zipp.glob", "_strip_fnmatch")],
    "schema_ref": [("referencing._core", "Resolver"), ("referencing._core", "Resource"),
                   ("referencing._core", "Registry")],
    "dask_address": [("distributed.comm.addressing", "parse_address"),
                     ("distributed.comm.addressing", "parse_host_port")],
    "environ_block": [("psutil._common", "parse_environ_block")],
    "dn_parse": [("cryptography.x509.name", "_RFC4514NameParser"),
                 ("cryptography.x509.name", "_unescape_dn_value"),
                 ("cryptography.x509.name", "NameAttribute")],
    "roman_value": [("docutils.utils.roman", "fromRoman")],
    "s3_arn": [("botocore.utils", "S3ArnParamHandler"), ("botocore.utils", "ArnParser")],
    "date_pattern": [("babel.dates", "format_datetime"), ("babel.dates", "tokenize_pattern"),
                     ("babel.dates", "_cached_parse_pattern"), ("babel.dates", "DateTimeFormat")],
    "jinja_filters": [("jinja2.filters", "do_title"), ("jinja2.filters", "do_truncate"),
                      ("jinja2.filters", "do_int")],
    # survey26.py's wrappers: the library code they reach (one entry per module)
    "gql_tokens": [("graphql.language.lexer", "Lexer")],
    "click_values": [("click.types", "BoolParamType"), ("click.types", "IntRange"),
                     ("click.types", "Choice")],
    "rrule_text": [("dateutil.rrule", "_rrulestr"), ("dateutil.rrule", "rrule")],
    "host_match": [("urllib3.util.ssl_match_hostname", "_dnsname_match")],
    "md_attrs": [("markdown.extensions.attr_list", "get_attrs_and_remainder"),
                 ("markdown.extensions.attr_list", "_handle_double_quote"),
                 ("markdown.extensions.attr_list", "_handle_single_quote"),
                 ("markdown.extensions.attr_list", "_handle_key_value"),
                 ("markdown.extensions.attr_list", "_handle_word")],
    "cov_glob": [("coverage.files", "globs_to_regex")],
    "finance_ids": [("validators.finance", "cusip"), ("validators.finance", "isin"),
                    ("validators.finance", "sedol"), ("validators.finance", "_cusip_checksum"),
                    ("validators.finance", "_isin_checksum")],
    "s3_size": [("awscli.customizations.s3.utils", "human_readable_to_bytes")],
    "semver_match": [("semver.version", "Version.match"), ("semver.version", "Version.parse")],
    "content_disposition": [("tornado.httputil", "_parse_header")],
    "win_path": [("nturl2path", "url2pathname")],
    # survey27.py's wrappers: the library code they reach (one entry per module)
    "case_names": [("pydantic.alias_generators", "to_snake"),
                   ("pydantic.alias_generators", "to_camel"),
                   ("pydantic.alias_generators", "to_pascal")],
    "key_name": [("prompt_toolkit.key_binding.key_bindings", "_parse_key")],
    "pt_ansi": [("prompt_toolkit.formatted_text.ansi", "ANSI")],
    "pt_style": [("prompt_toolkit.styles.style", "_parse_style_str"),
                 ("prompt_toolkit.styles.style", "parse_color")],
    "xml_escape": [("_pytest.junitxml", "bin_xml_escape")],
    "rich_markup": [("pip._vendor.rich.markup", "render"), ("pip._vendor.rich.markup", "_parse"),
                    ("pip._vendor.rich.markup", "Tag")],
    "rich_ansi": [("pip._vendor.rich.ansi", "AnsiDecoder"),
                  ("pip._vendor.rich.ansi", "_ansi_tokenize")],
    "rich_style": [("pip._vendor.rich.style", "Style.parse")],
    "mpl_rc": [("matplotlib.rcsetup", "validate_bool"),
               ("matplotlib.rcsetup", "validate_fontsize"),
               ("matplotlib.rcsetup", "validate_fontweight")],
    "dask_key": [("dask.utils", "key_split")],
    "bench_opts": [("pytest_benchmark.utils", "parse_columns"),
                   ("pytest_benchmark.utils", "parse_rounds"),
                   ("pytest_benchmark.utils", "parse_sort")],
    # survey28.py's wrappers: the library code they reach (one entry per module)
    "pg_opts": [("pygments.util", "get_int_opt"), ("pygments.util", "get_list_opt"),
                ("pygments.util", "get_choice_opt")],
    "pg_doctype": [("pygments.util", "doctype_matches"),
                   ("pygments.util", "html_doctype_matches")],
    "hz_words": [("humanize.number", "intword"), ("humanize.number", "apnumber")],
    "xdist_n": [("xdist.plugin", "parse_numprocesses")],
    "mk_meta": [("mkdocs.utils.meta", "get_data")],
    "cpu_arch": [("cpuinfo.cpuinfo", "_parse_arch"), ("cpuinfo.cpuinfo", "_friendly_bytes_to_int"),
                 ("cpuinfo.cpuinfo", "_hz_friendly_to_full"),
                 ("cpuinfo.cpuinfo", "_hz_short_to_full")],
    "wc_swidth": [("wcwidth._wcswidth", "wcswidth"), ("wcwidth._wcwidth", "wcwidth"),
                  ("wcwidth._wcwidth", "bisearch")],
    "pip_netloc": [("pip._internal.req.constructors", "_strip_extras"),
                   ("pip._internal.utils.misc", "split_auth_from_netloc")],
    # survey29.py's wrappers: the library code they reach (one entry per module)
    "wc_hex": [("webcolors._normalization", "normalize_hex"),
               ("webcolors._conversion", "hex_to_name")],
    "wc_legacy": [("webcolors._html5", "html5_parse_legacy_color")],
    "fqdn_check": [("fqdn", "FQDN")],
    "time_parse": [("pytimeparse.timeparse", "timeparse"),
                   ("pytimeparse.timeparse", "_interpret_as_minutes")],
    "mp_options": [("python_multipart.multipart", "parse_options_header"),
                   ("python_multipart.multipart", "_parseparam")],
    "title_case": [("titlecase", "titlecase"), ("titlecase", "set_small_word_list")],
    "css_color": [("tinycss2.color3", "parse_color"), ("tinycss2.color3", "_parse_rgb"),
                  ("tinycss2.color3", "_parse_hsl"), ("tinycss2.color3", "_parse_alpha"),
                  ("tinycss2.color3", "_parse_comma_separated"),
                  ("tinycss2.tokenizer", "parse_component_value_list"),
                  ("tinycss2.parser", "parse_one_component_value")],
    "css_nth": [("tinycss2.nth", "parse_nth"), ("tinycss2.nth", "parse_b"),
                ("tinycss2.nth", "parse_signless_b"), ("tinycss2.nth", "parse_end")],
    "docopt_option": [("docopt", "Option")],
    "h11_header": [("h11._headers", "normalize_and_validate"), ("h11._util", "validate"),
                   ("h11._util", "bytesify")],
    "nat_key": [("natsort.utils", "parse_string_factory"),
                ("natsort.utils", "sep_inserter"),
                ("natsort.utils", "input_string_transform_factory"),
                ("natsort.utils", "string_component_transform_factory"),
                ("natsort.utils", "final_data_transform_factory"),
                ("natsort.utils", "natsort_key")],
    "json5_loads": [("json5.lib", "loads"), ("json5.parser", "Parser")],
    # survey30.py's wrappers: the library code they reach (one entry per module)
    "np_version": [("numpy.lib._version", "NumpyVersion")],
    "np_split": [("numpy.lib._iotools", "LineSplitter"), ("numpy.lib._iotools", "_decode_line")],
    "np_names": [("numpy.lib._iotools", "NameValidator"), ("numpy.lib._iotools", "str2bool")],
    "cst_module": [("libcst.helpers.module", "get_absolute_module"),
                   ("libcst.helpers.module", "get_absolute_module_from_package")],
    "cst_pyver": [("libcst._parser.parso.utils", "parse_version_string"),
                  ("libcst._parser.parso.utils", "_parse_version"),
                  ("libcst._parser.parso.utils", "PythonVersionInfo")],
    "cst_lines": [("libcst._parser.parso.utils", "split_lines")],
    "s3_range": [("s3transfer.utils", "calculate_num_parts"),
                 ("s3transfer.utils", "calculate_range_parameter")],
    "s3_chunk": [("s3transfer.utils", "ChunksizeAdjuster")],
    "flask_ns": [("flask.config", "Config.get_namespace")],
    "mkd_split": [("mkdocstrings_handlers.python._internal.rendering", "do_split_path")],
    "sp_version": [("scipy._lib._pep440", "parse"), ("scipy._lib._pep440", "Version"),
                   ("scipy._lib._pep440", "LegacyVersion"),
                   ("scipy._lib._pep440", "_parse_letter_version"),
                   ("scipy._lib._pep440", "_parse_local_version"),
                   ("scipy._lib._pep440", "_cmpkey"), ("scipy._lib._pep440", "_legacy_cmpkey"),
                   ("scipy._lib._pep440", "_parse_version_parts")],
    "mp_unpack": [("msgpack.fallback", "unpackb"), ("msgpack.fallback", "Unpacker")],
    # survey31.py's wrappers: the library code they reach (one entry per module)
    "xdr_unpack": [("xdrlib", "Unpacker")],
    "wave_params": [("wave", "Wave_read"), ("wave", "_Chunk"), ("wave", "open")],
    "aifc_params": [("aifc", "Aifc_read"), ("aifc", "_read_long"), ("aifc", "_read_ulong"),
                    ("aifc", "_read_short"), ("aifc", "_read_ushort"),
                    ("aifc", "_read_string"), ("aifc", "_read_float"), ("aifc", "open"),
                    ("chunk", "Chunk")],
    "sunau_params": [("sunau", "Au_read"), ("sunau", "_read_u32"), ("sunau", "open")],
    "dtls_hello": [("trio._dtls", "is_client_hello_untrusted"),
                   ("trio._dtls", "decode_client_hello_untrusted"),
                   ("trio._dtls", "records_untrusted"),
                   ("trio._dtls", "decode_handshake_fragment_untrusted")],
    "trio_hostport": [("trio._highlevel_open_tcp_stream", "format_host_port")],
    "sc_list": [("sortedcontainers.sortedlist", "SortedList")],
    "antlr_set": [("antlr4.IntervalSet", "IntervalSet")],
    "antlr_ws": [("antlr4.Utils", "escapeWhitespace")],
    "smt_tokens": [("pysmt.smtlib.parser.parser", "Tokenizer")],
    "ts_module": [("typeshed_client.finder", "_parse_version"),
                  ("typeshed_client.finder", "_path_to_module")],
    "smt_names": [("pysmt.utils", "quote"), ("pysmt.utils", "twos_complement")],
    # survey32.py's wrappers: the library code they reach (one entry per module)
    "telnet_cook": [("telnetlib", "Telnet")],
    "chat_prefix": [("asynchat", "find_prefix_at_end")],
    "uu_decode": [("uu", "decode")],
    "topo_order": [("graphlib", "TopologicalSorter"), ("graphlib", "_NodeInfo")],
    "isbn_check": [("stdnum.isbn", "compact"), ("stdnum.isbn", "_calc_isbn10_check_digit"),
                   ("stdnum.isbn", "validate"), ("stdnum.isbn", "isbn_type"),
                   ("stdnum.isbn", "to_isbn13"), ("stdnum.ean", "calc_check_digit"),
                   ("stdnum.ean", "validate"), ("stdnum.ean", "compact"),
                   ("stdnum.util", "clean"), ("stdnum.util", "isdigits")],
    "luhn_check": [("stdnum.luhn", "checksum"), ("stdnum.luhn", "validate"),
                   ("stdnum.luhn", "calc_check_digit")],
    "semver_parse": [("semantic_version.base", "Version")],
    "semver_coerce": [("semantic_version.base", "Version")],
    "uri_expand": [("uritemplate.api", "expand"), ("uritemplate.template", "URITemplate"),
                   ("uritemplate.variable", "URIVariable"), ("uritemplate.variable", "Operator"),
                   ("uritemplate.variable", "is_list_of_tuples"),
                   ("uritemplate.variable", "list_test"), ("uritemplate.variable", "dict_test"),
                   ("uritemplate.variable", "_encode"), ("uritemplate.variable", "quote"),
                   ("uritemplate.orderedset", "OrderedSet")],
    "hf_size": [("humanfriendly", "parse_size"), ("humanfriendly.text", "tokenize")],
    "hf_format": [("humanfriendly", "format_size"), ("humanfriendly", "round_number"),
                  ("humanfriendly.text", "pluralize")],
    "b58_decode": [("base58", "b58decode"), ("base58", "b58decode_int"),
                   ("base58", "scrub_input")],
    # survey33.py's wrappers: the library code they reach (one entry per module)
    "mime_best": [("mimeparse", "_parseparam"), ("mimeparse", "_parse_header"),
                  ("mimeparse", "parse_mime_type"), ("mimeparse", "parse_media_range"),
                  ("mimeparse", "quality_and_fitness_parsed"), ("mimeparse", "best_match"),
                  ("mimeparse", "_filter_blank")],
    "bech32_addr": [("bech32", "bech32_polymod"), ("bech32", "bech32_hrp_expand"),
                    ("bech32", "bech32_verify_checksum"), ("bech32", "bech32_decode"),
                    ("bech32", "convertbits"), ("bech32", "decode")],
    "crockford": [("base32_crockford", "decode"), ("base32_crockford", "normalize")],
    "w2n_num": [("word2number.w2n", "number_formation"), ("word2number.w2n", "get_decimal_sum"),
                ("word2number.w2n", "word_to_num")],
    "humps_case": [("humps.main", "decamelize"), ("humps.main", "camelize"),
                   ("humps.main", "is_snakecase"), ("humps.main", "_is_none"),
                   ("humps.main", "_fix_abbreviations"), ("humps.main", "_separate_words")],
    "pyisbn_check": [("pyisbn.func", "validate"), ("pyisbn.func", "calculate_checksum"),
                     ("pyisbn._utils", "isbn_cleanse")],
    "isbnlib_canon": [("isbnlib._core", "canonical"), ("isbnlib._core", "is_isbn10"),
                      ("isbnlib._core", "is_isbn13"), ("isbnlib._core", "to_isbn13"),
                      ("isbnlib._core", "check_digit10"), ("isbnlib._core", "check_digit13"),
                      ("isbnlib._core", "_check_structure10"),
                      ("isbnlib._core", "_check_structure13")],
    "int_list": [("boltons.strutils", "parse_int_list")],
    "singular": [("boltons.strutils", "singularize"), ("boltons.strutils", "_match_case")],
    "timedelta_text": [("boltons.timeutils", "parse_timedelta")],
    "hashids_decode": [("hashids", "Hashids"), ("hashids", "_decode"), ("hashids", "_split"),
                       ("hashids", "_unhash"), ("hashids", "_reorder"), ("hashids", "_encode"),
                       ("hashids", "_hash"), ("hashids", "_ensure_length"),
                       ("hashids", "_index_from_ratio")],
    "parse_fmt": [("parse", "parse"), ("parse", "Parser"), ("parse", "Result"),
                  ("parse", "int_convert")],
    # survey34.py's wrappers: the library code they reach (one entry per module)
    "ani_date": [("aniso8601.date", "parse_date"), ("aniso8601.date", "get_date_resolution"),
                 ("aniso8601.builders.python", "PythonTimeBuilder"),
                 ("aniso8601.builders", "BaseTimeBuilder"), ("aniso8601.builders", "range_check"),
                 ("aniso8601.builders", "cast")],
    "ani_duration": [("aniso8601.duration", "parse_duration"),
                     ("aniso8601.duration", "_parse_duration_prescribed"),
                     ("aniso8601.duration", "_parse_duration_prescribed_notime"),
                     ("aniso8601.duration", "_parse_duration_prescribed_time"),
                     ("aniso8601.duration", "_parse_duration_combined"),
                     ("aniso8601.duration", "_has_any_component"),
                     ("aniso8601.decimalfraction", "normalize"),
                     ("aniso8601.builders.python", "PythonTimeBuilder"),
                     ("aniso8601.builders.python", "fractional_range_check"),
                     ("aniso8601.builders.python", "_cast_to_fractional_component"),
                     ("aniso8601.builders", "BaseTimeBuilder")],
    "rfc3339_ts": [("strict_rfc3339", "validate_rfc3339"),
                   ("strict_rfc3339", "rfc3339_to_timestamp")],
    "su_decode": [("shortuuid.main", "ShortUUID.decode"), ("shortuuid.main", "string_to_int")],
    "n2w": [("num2words", "num2words"), ("num2words.base", "Num2Word_Base"),
            ("num2words.lang_EU", "Num2Word_EU"), ("num2words.lang_EN", "Num2Word_EN")],
    "bm_parse": [("bitmath", "parse_string")],
    "price_from": [("price_parser.parser", "Price"),
                   ("price_parser.parser", "extract_currency_symbol"),
                   ("price_parser.parser", "extract_price_text"),
                   ("price_parser.parser", "get_decimal_separator"),
                   ("price_parser.parser", "parse_number")],
    "uri_parts": [("uritools", "urisplit"), ("uritools", "SplitResult"),
                  ("uritools", "SplitResultString"), ("uritools", "uridecode")],
    "mac_eui": [("netaddr.eui", "EUI"),
                ("netaddr.strategy.eui48", "valid_str"), ("netaddr.strategy.eui48", "str_to_int"),
                ("netaddr.strategy.eui64", "valid_str"), ("netaddr.strategy.eui64", "str_to_int")],
    "sexp_loads": [("sexpdata", "loads"), ("sexpdata", "parse"), ("sexpdata", "Parser")],
    "hjson_loads": [("hjson", "loads"), ("hjson.decoder", "HjsonDecoder"),
                    ("hjson.decoder", "make_scanner"), ("hjson.decoder", "JSONObject"),
                    ("hjson.decoder", "JSONArray"), ("hjson.decoder", "getNext"),
                    ("hjson.decoder", "getEol"), ("hjson.decoder", "skipIndent"),
                    ("hjson.decoder", "scanstring"), ("hjson.decoder", "mlscanstring"),
                    ("hjson.decoder", "scantfnns"), ("hjson.decoder", "scanKeyName")],
    # survey35.py's wrappers: the library code they reach (a class, all its methods)
    "sc_case": [("stringcase", "snakecase"), ("stringcase", "camelcase"),
                ("stringcase", "lowercase"), ("stringcase", "uppercase")],
    "jwt_header": [("jwt.api_jws", "PyJWS"), ("jwt.utils", "base64url_decode"),
                   ("jwt.utils", "force_bytes")],
    "pv_filename": [("pathvalidate._filename", "FileNameSanitizer"),
                    ("pathvalidate._filename", "FileNameValidator"),
                    ("pathvalidate._filename", "is_valid_filename"),
                    ("pathvalidate._filename", "sanitize_filename"),
                    ("pathvalidate._base", "BaseFile"), ("pathvalidate._base", "AbstractValidator"),
                    ("pathvalidate._base", "AbstractSanitizer"),
                    ("pathvalidate._base", "BaseValidator"),
                    ("pathvalidate._common", "validate_pathtype"),
                    ("pathvalidate._common", "to_str"), ("pathvalidate._common", "truncate_str"),
                    ("pathvalidate._common", "is_nt_abspath"),
                    ("pathvalidate._common", "validate_unprintable_char"),
                    ("pathvalidate._common", "findall_to_str")],
    "rfc3339_parse": [("pyrfc3339.parser", "parse")],
    "cron_valid": [("croniter.croniter", "croniter"), ("croniter.croniter", "HashExpander")],
    "hl_url": [("hyperlink._url", "URL"), ("hyperlink._url", "parse_host"),
               ("hyperlink._url", "_decode_host"), ("hyperlink._url", "_percent_decode"),
               ("hyperlink._url", "_textcheck"), ("hyperlink._url", "_typecheck"),
               ("hyperlink._url", "scheme_uses_netloc"), ("hyperlink._url", "iter_pairs"),
               ("hyperlink._url", "_optional")],
    "w3_entities": [("w3lib.html", "replace_entities"), ("w3lib._util", "to_unicode")],
    "w3_headers": [("w3lib.http", "headers_raw_to_dict")],
    "ulid_str": [("ulid", "ULID"), ("ulid.base32", "decode"),
                 ("ulid.base32", "decode_timestamp"), ("ulid.base32", "decode_randomness")],
    "css_parse": [("cssselect.parser", "parse"), ("cssselect.parser", "parse_selector_group"),
                  ("cssselect.parser", "parse_selector"),
                  ("cssselect.parser", "parse_simple_selector"),
                  ("cssselect.parser", "parse_arguments"),
                  ("cssselect.parser", "parse_relative_selector"),
                  ("cssselect.parser", "parse_simple_selector_arguments"),
                  ("cssselect.parser", "parse_attrib"), ("cssselect.parser", "parse_series"),
                  ("cssselect.parser", "tokenize"), ("cssselect.parser", "TokenStream"),
                  ("cssselect.parser", "unescape_ident"), ("cssselect.parser", "ascii_lower")],
    "toml_loads": [("toml.decoder", "loads"), ("toml.decoder", "TomlDecoder"),
                   ("toml.decoder", "_load_date"), ("toml.decoder", "_strictly_valid_num"),
                   ("toml.decoder", "_unescape"), ("toml.decoder", "_load_unicode_escapes")],
    # survey36.py's wrappers: the library code they reach (a class, all its methods)
    "furl_parts": [("furl.furl", "furl"), ("furl.furl", "Path"), ("furl.furl", "Query"),
                   ("furl.furl", "Fragment"), ("furl.furl", "urlsplit"),
                   ("furl.furl", "is_valid_port"), ("furl.furl", "is_valid_scheme"),
                   ("furl.furl", "is_valid_host"), ("furl.furl", "get_scheme"),
                   ("furl.furl", "strip_scheme"), ("furl.furl", "has_netloc"),
                   ("furl.furl", "idna_decode"), ("furl.furl", "attemptstr")],
    "mm_email": [("marshmallow.validate", "Email")],
    "mm_url": [("marshmallow.validate", "URL")],
    "vol_email_url": [("voluptuous.validators", "Email"), ("voluptuous.validators", "FqdnUrl"),
                      ("voluptuous.validators", "_url_validation")],
    "vol_coerce": [("voluptuous.validators", "Coerce"), ("voluptuous.validators", "Range"),
                   ("voluptuous.validators", "All"),
                   ("voluptuous.validators", "_WithSubValidators")],
    "cer_validate": [("cerberus.validator", "BareValidator")],
    "ftfy_fixes": [("ftfy.fixes", "uncurl_quotes"), ("ftfy.fixes", "fix_line_breaks"),
                   ("ftfy.fixes", "remove_terminal_escapes"),
                   ("ftfy.fixes", "fix_latin_ligatures")],
    "sql_lines": [("sqlparse.utils", "split_unquoted_newlines"),
                  ("sqlparse.utils", "remove_quotes")],
    "sql_split": [("sqlparse.engine.statement_splitter", "StatementSplitter"),
                  ("sqlparse.engine.filter_stack", "FilterStack"),
                  ("sqlparse.lexer", "Lexer.get_tokens")],
    "mistune_util": [("mistune.util", "escape_url"), ("mistune.util", "safe_entity"),
                     ("mistune.util", "unikey"), ("mistune.util", "striptags"),
                     ("mistune.util", "escape"), ("mistune.util", "unescape")],
    "iso_country": [("iso3166", "_CountryLookup.get")],
    "doc_parse": [("docstring_parser.parser", "parse"), ("docstring_parser.rest", "parse"),
                  ("docstring_parser.rest", "_build_meta"),
                  ("docstring_parser.google", "GoogleParser"),
                  ("docstring_parser.numpydoc", "NumpydocParser"),
                  ("docstring_parser.numpydoc", "_KVSection"),
                  ("docstring_parser.numpydoc", "ParamSection"),
                  ("docstring_parser.numpydoc", "Section"),
                  ("docstring_parser.epydoc", "parse")],
    # survey37.py's wrappers: the library code they reach (a class, all its methods)
    "erp_reply": [("email_reply_parser", "EmailReplyParser"),
                  ("email_reply_parser", "EmailMessage"), ("email_reply_parser", "Fragment")],
    "brace_expand": [("bracex", "expand"), ("bracex", "iexpand"), ("bracex", "StringIter"),
                     ("bracex", "ExpandBrace")],
    "wc_translate": [("wcmatch.fnmatch", "translate"), ("wcmatch._wcparse", "translate"),
                     ("wcmatch._wcparse", "WcParse"),
                     ("wcmatch._wcparse", "WcSplit"), ("wcmatch._wcparse", "expand"),
                     ("wcmatch._wcparse", "is_negative")],
    "ec_translate": [("editorconfig.fnmatch", "translate")],
    "mdurl_parse": [("mdurl._parse", "MutableURL"), ("mdurl._parse", "url_parse")],
    "mdurl_codec": [("mdurl._decode", "decode"), ("mdurl._decode", "get_decode_cache"),
                    ("mdurl._encode", "encode"), ("mdurl._encode", "get_encode_cache")],
    "cron_describe": [("cron_descriptor.ExpressionDescriptor", "ExpressionDescriptor"),
                      ("cron_descriptor.ExpressionParser", "ExpressionParser"),
                      ("cron_descriptor.ExpressionValidator", "ExpressionValidator")],
    "tz_lookup": [("pytz", "timezone"), ("pytz", "_case_insensitive_zone_lookup"),
                  ("pytz", "_unmunge_zone"), ("pytz", "ascii")],
    "uri_tmpl": [("uri_template.uritemplate", "URITemplate"),
                 ("uri_template.variable", "Variable"),
                 ("uri_template.expansions", "ExpressionExpansion"),
                 ("uri_template.expansions", "Expansion"),
                 ("uri_template.expansions", "Literal")],
    "case_convert": [("caseconverter.caseconverter", "CaseConverter"),
                     ("caseconverter.snake", "Snake"), ("caseconverter.camel", "Camel"),
                     ("caseconverter.kebab", "Kebab"),
                     ("caseconverter.boundaries", "BoundaryHandler"),
                     ("caseconverter.boundaries", "OnDelimeterUppercaseNext"),
                     ("caseconverter.boundaries", "OnDelimeterLowercaseNext"),
                     ("caseconverter.boundaries", "OnUpperPrecededByLowerAppendUpper"),
                     ("caseconverter.boundaries", "OnUpperPrecededByLowerAppendLower"),
                     ("caseconverter.boundaries", "OnUpperPrecededByUpperAppendJoin"),
                     ("caseconverter.boundaries", "OnUpperPrecededByUpperAppendCurrent")],
    "cobj_parse": [("configobj", "ConfigObj"), ("configobj", "Section")],
    "js_minify": [("jsmin", "jsmin"), ("jsmin", "JavascriptMinify")],
    "cm_common": [("commonmark.common", "unescape_char"),
                  ("commonmark.common", "unescape_string"),
                  ("commonmark.common", "normalize_uri"),
                  ("commonmark.common", "replace_unsafe_char"),
                  ("commonmark.common", "escape_xml")],
    # exloops.py's wrappers: the library code they run (each entry with the functions and
    # classes it reaches by name; a class, all its methods)
    "shlex_split": [("shlex", "split")],
    "shlex_quote": [("shlex", "quote")],
    "parse_address": [("email.utils", "parseaddr"), ("email._parseaddr", "AddrlistClass")],
    "json_string": [("json.decoder", "py_scanstring")],
    "ipv6_int": [("ipaddress", "_BaseV6._ip_int_from_string")],
    # loopbound.py's wrappers
    "idna_codepoint": [("idna.intranges", "intranges_contain")],
    "addr_spec": [("email._header_value_parser", "get_addr_spec")],
}


def programs(file: str, names: tuple[str, ...]) -> list[tuple[str, str, str]]:
    """``(name, file, function)`` of a set: a name ``module:function`` names a function of
    an installed module (``other.py:function``, of another file of this folder), else a
    function of ``file``."""
    return [(n, *n.split(":", 1)) if ":" in n else (n, file, n)  # type: ignore[misc]
            for n in names]

if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in SETS:
        sys.exit(f"usage: run_library.py {{{','.join(SETS)}}} [harness options]")
    file, names = SETS[sys.argv.pop(1)]
    harness.EXAMPLES = HERE
    harness.PROGRAMS = programs(file, names)
    harness.ALSO_MEASURE = ALSO_MEASURE
    harness.main()
