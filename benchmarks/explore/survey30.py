# ruff: noqa  (wrappers of library code, kept short)
"""Issue 38's thirtieth survey set (``run_library.py survey30``, brief "survey30"):
everyday text and number code of installed pure-Python packages that no earlier set used
(the sets of ``run_library.py`` and ``tests/explore``; grepped by package, module and
function name), each run unchanged from the installed package through a small wrapper that
hands it what a user's code would; the library code's own arcs are measured
(``ALSO_MEASURE``):

numpy 2's ``lib.NumpyVersion`` (``np_version``), ``lib._iotools.LineSplitter``
(``np_split``) and ``NameValidator.validate`` + ``str2bool`` (``np_names``); libcst's
``helpers.module.get_absolute_module*`` (``cst_module``) and its parso copy's
``parse_version_string`` (``cst_pyver``) and ``split_lines`` (``cst_lines``); s3transfer's
``utils.calculate_num_parts``/``calculate_range_parameter`` (``s3_range``) and
``ChunksizeAdjuster.adjust_chunksize`` (``s3_chunk``); Flask's ``Config.get_namespace``
(``flask_ns``); mkdocstrings-python's ``do_split_path`` (``mkd_split``); scipy's vendored
``_lib._pep440.parse`` (``sp_version``); msgpack's pure ``fallback.unpackb``
(``mp_unpack``). Their code does not enter this repository.
"""

from flask.config import Config
from libcst._parser.parso.utils import parse_version_string, split_lines
from libcst.helpers.module import get_absolute_module, get_absolute_module_from_package
from mkdocstrings_handlers.python._internal.rendering import do_split_path
from msgpack import fallback as _msgpack
from numpy.lib import NumpyVersion
from numpy.lib._iotools import LineSplitter, NameValidator, str2bool
from s3transfer.utils import ChunksizeAdjuster, calculate_num_parts, calculate_range_parameter
from scipy._lib import _pep440

_CONFIG = Config(".", {"IMAGE_STORE_TYPE": "fs", "IMAGE_STORE_PATH": "/var/app/images",
                       "IMAGE_STORE_BASE_URL": "http://img.website.com", "DEBUG": False,
                       "image_lower": 1})


def np_version(a: str, b: str):
    try:
        left = NumpyVersion(a)
        return left < b, left == b, left.pre_release, left.is_devversion
    except ValueError:
        return None


def np_split(line: str):
    return LineSplitter(delimiter=",", comments="#")(line)


def np_names(text: str):
    try:
        flag = str2bool(text)
    except ValueError:
        flag = None
    return flag, NameValidator(deletechars="~!@#$%^&*()-=+~\\|]}[{';: /?.>,<").validate(
        text.split(","))


def cst_module(current: str, name: str, dots: int):
    return (get_absolute_module(current, name, dots),
            get_absolute_module_from_package(current, name or None, dots))


def cst_pyver(text: str):
    try:
        info = parse_version_string(text)
    except (ValueError, NotImplementedError):
        return None
    return info.major, info.minor, info >= (3, 8)


def cst_lines(text: str):
    return split_lines(text, keepends=True), split_lines(text)


def s3_range(size: int, part_size: int, part_index: int):
    if part_size <= 0:
        return None
    parts = calculate_num_parts(size, part_size)
    return parts, calculate_range_parameter(part_size, part_index, parts, size)


def s3_chunk(chunksize: int, file_size: int):
    if chunksize <= 0:
        return None
    return ChunksizeAdjuster().adjust_chunksize(chunksize, file_size)


def flask_ns(namespace: str):
    return (_CONFIG.get_namespace(namespace),
            _CONFIG.get_namespace(namespace, lowercase=False, trim_namespace=False))


def mkd_split(path: str, full_path: str):
    try:
        return list(do_split_path(path, full_path))
    except KeyError:
        return None


def sp_version(text: str):
    version = _pep440.parse(text)
    return str(version), version.public, version.base_version, version.is_prerelease


def mp_unpack(data: bytes):
    try:
        return _msgpack.unpackb(data)
    except (ValueError, _msgpack.ExtraData, _msgpack.FormatError, _msgpack.StackError):
        return None


#: inputs per function, each case of its branches read off the library code: with the
#: arcs both tools take, the reachable arcs (``survey20_reach.py survey30 RUN.jsonl ...``)
HAND = {
    'np_version': [('1.8.0', '1.8.1'), ('1.8.0a1', '1.8.0'), ('1.8.0rc1', '1.8.0b2'),
                   ('1.8.0.dev-f1234afa', '1.8.0'), ('1.7', '1.7.0'), ('2.0.0', '1.9.9'),
                   ('1.10.0', '1.9.0'), ('1.8.0', '1.8.0.dev-x'), ('1.8.0x', '1.8.0')],
    'np_split': [('a, b ,c',), ('1,2 # c',), ('',), ('#only',), ('x',), (',,',)],
    'np_names': [('a,b',), ('True',), ('false',), ('A b,c-d',), ('a,a,a',), (',',),
                 ('return,x',), ('',), ('FALSE',), ('tRUE',)],
    'cst_module': [('a.b.c', 'd', 1), ('a.b.c', '', 2), ('a', 'x', 3), ('a.b', 'x', 0),
                   ('', 'x', 1), ('a.b', '', 1), ('a', '', 1)],
    'cst_pyver': [('3',), ('2',), ('3.8',), ('3.10.1',), ('4',), ('x',), ('3.',)],
    'cst_lines': [('a\nb',), ('a\r\nb\r',), ('a\x0cb\n',), ('',), ('\x0b',), ('a\x1cb',)],
    's3_range': [(10, 3, 0), (10, 3, 3), (9, 3, 2), (0, 1, 0), (10, 0, 0)],
    's3_chunk': [(8 * 1024 * 1024, 1024), (1, 10 ** 12), (6 * 1024 ** 3, 1),
                 (5 * 1024 ** 2, 5 * 1024 ** 2 * 10001), (0, 1)],
    'flask_ns': [('IMAGE_STORE_',), ('X',), ('',), ('image',)],
    'mkd_split': [('a', 'a'), ('a.b', 'a.b'), ('b.c', 'a.b.c'), ('a.b(c)', 'a.b(c)'),
                  ('x.y', 'a.b'), ('a:b', 'a:b')],
    'sp_version': [('1.0',), ('1.0a1',), ('1!2.0.post1.dev3+local.1',), ('nope',),
                   ('1.0rc2',), ('2.0-1',), ('1.0.dev0',), ('v1.0_beta',)],
    'mp_unpack': [(b'\x01',), (b'\xc0',), (b'\xa3abc',), (b'\x92\x01\x02',),
                  (b'\x81\xa1a\x01',), (b'\xcd\x01\x00',), (b'',), (b'\x01\x02',),
                  (b'\xc1',), (b'\xcb?\xf0\x00\x00\x00\x00\x00\x00',), (b'\xd9\x01a',)],
}
