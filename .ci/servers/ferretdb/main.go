// Command profyle-ferretdb runs FerretDB (a MongoDB wire-protocol server) on its SQLite backend, so that
// tests and developers get a real MongoDB-compatible server without Docker. It wraps the embeddable
// github.com/FerretDB/FerretDB/ferretdb package because `go install` of FerretDB's own command panics on
// its generated (and, from the module proxy, absent) build/version/version.txt.
//
// Usage: profyle-ferretdb -listen-addr 127.0.0.1:27117 -data-dir /path/to/dir [-log-level info]
//
// It serves until SIGINT or SIGTERM, then closes its listener and the SQLite databases and exits 0.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"net/url"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintf(os.Stderr, "profyle-ferretdb: %v\n", err)
		os.Exit(1)
	}
}

func run() error {
	listenAddr := flag.String("listen-addr", "127.0.0.1:27117", "TCP address to listen on (host:port)")
	dataDir := flag.String("data-dir", "", "directory for the SQLite databases (created if missing)")
	logLevel := flag.String("log-level", "info", "log level: debug, info, warn or error")
	flag.Parse()

	if *dataDir == "" {
		return errors.New("-data-dir is required")
	}
	if _, _, err := net.SplitHostPort(*listenAddr); err != nil {
		return fmt.Errorf("invalid -listen-addr %q: %w", *listenAddr, err)
	}

	var level slog.Level
	if err := level.UnmarshalText([]byte(*logLevel)); err != nil {
		return fmt.Errorf("invalid -log-level %q: %w", *logLevel, err)
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	dir, err := filepath.Abs(*dataDir)
	if err != nil {
		return fmt.Errorf("resolving -data-dir: %w", err)
	}
	if err = os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("creating -data-dir: %w", err)
	}

	// The SQLite handler takes a directory URI that must end with a slash: file:/abs/dir/
	sqliteURL := (&url.URL{Scheme: "file", Opaque: filepath.ToSlash(dir) + "/"}).String()

	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *listenAddr},
		Logger:    logger,
		Handler:   "sqlite",
		SQLiteURL: sqliteURL,
	})
	if err != nil {
		return err
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	logger.Info("profyle-ferretdb starting", "listen", *listenAddr, "sqlite", sqliteURL)

	if err = f.Run(ctx); err != nil {
		return err
	}

	logger.Info("profyle-ferretdb stopped")
	return nil
}
