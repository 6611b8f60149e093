"""`cmake --install` puts the package where the interpreter looks for the prefix's packages."""
import os
import pathlib
import subprocess
import sys
import sysconfig


def test_installed_package_imports_and_computes(tmp_path):
    build = pathlib.Path(os.environ["NIMLAB_BUILD_DIR"])
    cmake = os.environ.get("NIMLAB_CMAKE", "cmake")
    prefix = tmp_path / "prefix"
    subprocess.run([cmake, "--install", str(build), "--prefix", str(prefix)], check=True,
                   capture_output=True, timeout=120)
    site = sysconfig.get_path("platlib", "posix_prefix",
                              {"base": str(prefix), "platbase": str(prefix)})
    assert (pathlib.Path(site) / "nimlab" / "__init__.py").is_file()
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["PYTHONPATH"] = site
    done = subprocess.run(
        [sys.executable, "-c",
         "import nimlab, importlib.metadata as m; p = nimlab.period(octal='.77'); "
         "print(nimlab.__file__, p['period'], m.version('nimlab'), nimlab.__version__, "
         "m.distribution('nimlab')._path)"],
        env=env, capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    path, period, metadata_version, version, dist_info = done.stdout.split()
    assert path.startswith(str(prefix)) and period == "12"
    # The package's metadata is installed beside it and states the program's version.
    assert metadata_version == version
    assert dist_info.startswith(site) and dist_info.endswith("nimlab-%s.dist-info" % version)
    cli = subprocess.run([str(prefix / "bin" / "nimlab"), "--version"], capture_output=True,
                         text=True, timeout=60)
    assert cli.stdout.split()[-1] == version
